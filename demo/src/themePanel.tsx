import { useAccountModal, useAuthModal, useSession } from 'embedded-wallet-kit/react';
import { type ReactElement, useId } from 'react';
import { ArrowDownIcon, ArrowUpIcon, PaletteIcon } from './icons.js';
import {
  ACCENTS,
  type AccentName,
  colorsOf,
  DEFAULT_THEME,
  METHOD_LABELS,
  type ThemeSettings,
} from './themeSettings.js';

const SCHEMES = [
  ['auto', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

/** What an app writes for these settings: the provider's `ui` options. */
function codeOf(settings: ThemeSettings): string {
  const { light, dark } = colorsOf(settings.accent);
  const order = settings.methods.filter((m) => m.shown).map((m) => `'${m.method}'`);
  const colors = (c: typeof light) => `{ accent: '${c.accent}', accentText: '${c.accentText}' }`;
  return [
    'ui: {',
    `  theme: '${settings.scheme}',`,
    '  colors: {',
    `    light: ${colors(light)},`,
    `    dark: ${colors(dark)},`,
    '  },',
    `  radius: ${settings.radius},`,
    `  methodOrder: [${order.join(', ')}],`,
    ...(settings.logo ? ["  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },"] : []),
    '}',
  ].join('\n');
}

/**
 * The kit's look and first screen, live: each change is a new `ui` option of the provider, and
 * the modal (and the account center, and the secure frame inside it) takes it at once.
 */
export function ThemePanel(props: {
  settings: ThemeSettings;
  onChange(settings: ThemeSettings): void;
}): ReactElement {
  const { settings, onChange } = props;
  const set = (patch: Partial<ThemeSettings>) => onChange({ ...settings, ...patch });
  const id = useId();
  const signedIn = useSession().status === 'signedIn';
  const login = useAuthModal();
  const account = useAccountModal();
  const move = (from: number, to: number) => {
    const methods = [...settings.methods];
    const [moved] = methods.splice(from, 1);
    if (moved) methods.splice(to, 0, moved);
    set({ methods });
  };
  const shownCount = settings.methods.filter((m) => m.shown).length;
  return (
    <section className="demo-card demo-theme" aria-labelledby={`${id}-title`}>
      <div className="demo-card-head">
        <span className="demo-card-icon">
          <PaletteIcon size={22} />
        </span>
        <div>
          <h2 id={`${id}-title`}>Make it yours</h2>
          <p className="demo-muted">
            The modal takes each change at once: these are the provider's <code>ui</code> options.
          </p>
        </div>
      </div>

      <fieldset className="demo-fieldset">
        <legend>Appearance</legend>
        <div className="demo-segmented">
          {SCHEMES.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-scheme`}
                value={value}
                checked={settings.scheme === value}
                onChange={() => set({ scheme: value })}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="demo-fieldset">
        <legend>
          Accent <span className="demo-muted">{ACCENTS[settings.accent].label}</span>
        </legend>
        <div className="demo-swatches">
          {(Object.keys(ACCENTS) as AccentName[]).map((name) => (
            <label key={name} className="demo-swatch" title={ACCENTS[name].label}>
              <input
                type="radio"
                name={`${id}-accent`}
                value={name}
                checked={settings.accent === name}
                onChange={() => set({ accent: name })}
              />
              <span
                className="demo-swatch-color"
                style={{ background: ACCENTS[name].light[0] }}
                aria-hidden="true"
              />
              <span className="demo-visually-hidden">{ACCENTS[name].label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="demo-field">
        <label htmlFor={`${id}-radius`}>
          Corners <output htmlFor={`${id}-radius`}>{settings.radius} px</output>
        </label>
        <input
          id={`${id}-radius`}
          type="range"
          min={0}
          max={24}
          step={2}
          value={settings.radius}
          onChange={(e) => set({ radius: Number(e.target.value) })}
        />
      </div>

      <fieldset className="demo-fieldset">
        <legend>Login screen, in order</legend>
        <ol className="demo-methods">
          {settings.methods.map((m, i) => (
            <li key={m.method}>
              <label>
                <input
                  type="checkbox"
                  checked={m.shown}
                  // The last method shown stays: a login screen offers at least one way in.
                  disabled={m.shown && shownCount === 1}
                  onChange={() =>
                    set({
                      methods: settings.methods.map((x) =>
                        x.method === m.method ? { ...x, shown: !x.shown } : x,
                      ),
                    })
                  }
                />
                {METHOD_LABELS[m.method]}
              </label>
              <span className="demo-order">
                <button
                  type="button"
                  className="demo-icon-button"
                  aria-label={`Move ${METHOD_LABELS[m.method]} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpIcon size={18} />
                </button>
                <button
                  type="button"
                  className="demo-icon-button"
                  aria-label={`Move ${METHOD_LABELS[m.method]} down`}
                  disabled={i === settings.methods.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownIcon size={18} />
                </button>
              </span>
            </li>
          ))}
        </ol>
        {signedIn && <p className="demo-muted demo-hint">You see it when you log out.</p>}
      </fieldset>

      <label className="demo-check">
        <input
          type="checkbox"
          checked={settings.logo}
          onChange={() => set({ logo: !settings.logo })}
        />
        Show a logo on the login screen
      </label>

      <details className="demo-json">
        <summary>As code</summary>
        <pre>{codeOf(settings)}</pre>
      </details>

      <div className="demo-actions">
        <button
          type="button"
          className="demo-button demo-button--primary"
          onClick={() => {
            // Closing the modal rejects with USER_CANCELLED: nothing to do then.
            if (signedIn) account.open();
            else login.open().catch(() => {});
          }}
        >
          {signedIn ? 'See it in your account' : 'See the login screen'}
        </button>
        <button
          type="button"
          className="demo-button"
          disabled={JSON.stringify(settings) === JSON.stringify(DEFAULT_THEME)}
          onClick={() => onChange(DEFAULT_THEME)}
        >
          Reset
        </button>
      </div>
    </section>
  );
}

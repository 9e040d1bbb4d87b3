import { type ReactElement, useState } from 'react';
import type { ActiveSession } from '../../../core/index.js';
import { useRevokeSessions } from '../../hooks/useRevokeSessions.js';
import { useSessions } from '../../hooks/useSessions.js';
import { AccountIcon } from '../../icons/accountIcons.js';
import { formatString } from '../../modal/formatString.js';
import { ErrorScreen } from '../../modal/screenParts.js';
import { accountErrorMessage } from '../accountErrorMessage.js';
import { useAccountNav } from '../accountNav.js';
import { Item } from '../itemList.js';
import { TaskView } from '../taskView.js';
import { useAccountTask } from '../useAccountTask.js';

/** A time of today as the time alone, another day's with its date. */
const when = (ms: number) => {
  const date = new Date(ms);
  return date.toDateString() === new Date().toDateString()
    ? date.toLocaleTimeString([], { timeStyle: 'short' })
    : date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * Where the user is signed in: each session (a session key of theirs) with its device, when it
 * began and ends, this browser marked; any other can be signed out, or all of them at once
 * (`delete_api_keys`). Such a session's next call is refused and its tab signs out.
 */
export function SessionsScreen(): ReactElement {
  const nav = useAccountNav();
  const { strings } = nav;
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const task = useAccountTask(strings);
  const [last, setLast] = useState<() => void>(() => () => {});
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const end = (target: ActiveSession | 'others') => {
    const start = () =>
      task.run({ label: strings.sessionsSigningOut }, 'other', async (signal) => {
        await revoke.revokeSessions(
          target === 'others' ? { others: true, signal } : { apiKeyIds: [target.apiKeyId], signal },
        );
        return {
          title: strings.signedOutTitle,
          message:
            target === 'others'
              ? strings.sessionsOthersDone
              : formatString(strings.sessionDone, { name: target.name }),
        };
      });
    setLast(() => start);
    start();
  };
  return (
    <TaskView
      title={strings.sessionsTitle}
      description={strings.sessionsBody}
      task={task}
      onRetry={last}
    >
      {sessions.error ? (
        <ErrorScreen
          strings={strings}
          message={accountErrorMessage(sessions.error, 'other', strings)}
          onRetry={() => void sessions.refetch()}
        />
      ) : !sessions.data ? (
        <p className="ewk-hint" role="status">
          {strings.loading}
        </p>
      ) : (
        <>
          <ul className="ewk-items" aria-label={strings.accountSessions}>
            {sessions.data.map((s) => (
              <Item
                key={s.apiKeyId}
                label={s.name}
                detail={
                  <>
                    {s.current && <span className="ewk-badge">{strings.sessionThisDevice}</span>}
                    <span className="ewk-hint">
                      {formatString(s.expiresAt ? strings.sessionDetail : strings.sessionSince, {
                        created: when(s.createdAt),
                        expires: s.expiresAt ? when(s.expiresAt) : '',
                      })}
                    </span>
                  </>
                }
                icon={<AccountIcon name="devices" />}
                extra={
                  !s.current && (
                    <button
                      type="button"
                      className="ewk-link"
                      aria-label={formatString(strings.sessionSignOutNamed, { name: s.name })}
                      onClick={() => end(s)}
                    >
                      {strings.sessionSignOut}
                    </button>
                  )
                }
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="ewk-button ewk-button--danger"
              onClick={() => end('others')}
            >
              {strings.sessionsSignOutOthers}
            </button>
          ) : (
            <p className="ewk-hint">{strings.sessionsOnlyHere}</p>
          )}
        </>
      )}
    </TaskView>
  );
}

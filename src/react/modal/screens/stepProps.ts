import type { AuthScreen, AuthScreenName } from '../authScreens.js';
import type { WalletKitStrings } from '../defaultStrings.js';
import type { OfferedLoginMethods } from '../offeredLoginMethods.js';
import type { AuthFlow } from '../useAuthFlow.js';

/** What each step of the modal (authFlow.tsx's map) gets: its screen, the flow, the methods. */
export interface StepProps<N extends AuthScreenName> {
  screen: Extract<AuthScreen, { name: N }>;
  flow: AuthFlow;
  methods: OfferedLoginMethods;
  strings: WalletKitStrings;
}

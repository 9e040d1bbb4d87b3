import { type Dispatch, useEffect, useReducer, useRef } from 'react';
import { pendingOAuthRedirect, type WalletKit } from '../../core/index.js';
import type { AuthModalController } from '../context/createAuthModalController.js';
import {
  type AuthFlowEvent,
  type AuthFlowState,
  authFlowReducer,
  initialAuthFlow,
} from './authFlowReducer.js';

/**
 * The modal's screens (authFlowReducer.ts), starting where the last opening left them
 * (Escape or a click outside must not lose a code sent a minute ago): the flow is parked with the
 * provider's modal controller when the modal closes, as `closed` leaves it, and picked up by the
 * next opening; a redirect login coming back starts afresh.
 */
export function useParkedFlow(
  kit: WalletKit,
  modal: AuthModalController,
): [AuthFlowState, Dispatch<AuthFlowEvent>] {
  const [state, dispatch] = useReducer(authFlowReducer, undefined, () =>
    pendingOAuthRedirect(kit)
      ? initialAuthFlow
      : ((modal.parked() as AuthFlowState | undefined) ?? initialAuthFlow),
  );
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => () => modal.park(authFlowReducer(latest.current, { type: 'closed' })), [modal]);
  return [state, dispatch];
}

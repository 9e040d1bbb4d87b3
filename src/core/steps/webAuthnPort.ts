import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { loadPasskeyCeremonies } from './loadPasskeyCeremonies.js';

/**
 * The two `navigator.credentials` calls, as a port: browsers use `@simplewebauthn/browser`
 * (loaded on first use), tests and native shells inject a software authenticator.
 */
export interface WebAuthnPort {
  create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  get(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
}

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

/**
 * `navigator.credentials` through `@simplewebauthn/browser`, loaded when first needed. It comes
 * in the passkey chunk (`loadPasskeyCeremonies`), not a chunk of its own: the ceremonies that
 * call this port and the library then arrive in one fetch (issue 8), and the modal's preload of
 * that chunk covers both.
 */
export const browserWebAuthn: WebAuthnPort = {
  create: async (optionsJSON) => (await loadPasskeyCeremonies()).startRegistration({ optionsJSON }),
  get: async (optionsJSON) => (await loadPasskeyCeremonies()).startAuthentication({ optionsJSON }),
};

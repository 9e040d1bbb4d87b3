import { randomBytes, randomUUID } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { EmailEvent, WebhookSubscription } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../../sandboxContext.js';
import type { SeedStep, SeedTarget } from '../../seedHooks.js';
import { insertWallet } from '../../store/insertWallet.js';
import { ethereumAddress } from '../../wallet/addresses/ethereumAddress.js';
import { deriveWallet } from '../../wallet/index.js';
import type { PrivateKeyRecord, SecretRecord, WebhookEndpointRecord } from '../ops/opsRecords.js';
import { insertVault } from './insertVault.js';
import { vaultCatalog } from './vaultCatalog.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The parent organization's wallet: one Ethereum and one Solana account (BIP-44 paths). */
function seedWallet(ctx: SandboxContext, target: SeedTarget, now: number): string[] {
  const derived = deriveWallet({
    walletName: 'Sandbox Parent Wallet',
    accounts: [
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/60'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
      },
      {
        curve: 'CURVE_ED25519',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/501'/0'/0'",
        addressFormat: 'ADDRESS_FORMAT_SOLANA',
      },
    ],
  });
  insertWallet(ctx.store, {
    organizationId: target.organizationId,
    walletName: 'Sandbox Parent Wallet',
    derived,
    names: ['Ethereum account', 'Solana account'],
    nowMs: now,
  });
  return derived.accounts.map((a) => a.address);
}

/**
 * A stand-alone private key with its Ethereum address: `earn_deposit` accepts the address as
 * `signWith` and refuses the id. Only the public half is kept: nothing in the sandbox signs
 * with it.
 */
function seedPrivateKey(ctx: SandboxContext, target: SeedTarget, now: number): void {
  const secret = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secret, true);
  secret.fill(0);
  const doc: PrivateKeyRecord = {
    id: randomUUID(),
    organizationId: target.organizationId,
    privateKeyName: 'Treasury signer',
    curve: 'CURVE_SECP256K1',
    publicKey: bytesToHex(publicKey),
    address: ethereumAddress(publicKey),
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    createdAtMs: now,
  };
  ctx.store.insert('privateKey', doc, {
    organizationId: target.organizationId,
    index: { address: doc.address },
  });
}

function seedWebhooks(ctx: SandboxContext, target: SeedTarget, now: number): void {
  const endpoints: {
    name: string;
    url: string;
    isActive: boolean;
    subscriptions: WebhookSubscription[];
  }[] = [
    {
      name: 'Activity feed',
      url: 'https://hooks.example.com/wallet/activities',
      isActive: true,
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: true }],
    },
    {
      name: 'Treasury balances',
      url: 'https://ops.example.org/webhooks/balances',
      isActive: true,
      subscriptions: [
        {
          eventType: 'BALANCE_CONFIRMED_UPDATES',
          filtersJson: JSON.stringify({ chains: ['eip155:8453', 'eip155:1'] }),
          isActive: true,
        },
        { eventType: 'BALANCE_FINALIZED_UPDATES', isActive: false },
      ],
    },
    {
      name: 'Legacy endpoint',
      url: 'https://legacy.example.net/hook',
      isActive: false,
      subscriptions: [],
    },
  ];
  for (const [i, endpoint] of endpoints.entries()) {
    const doc: WebhookEndpointRecord = {
      id: randomUUID(),
      organizationId: target.organizationId,
      ...endpoint,
      createdAtMs: now - (endpoints.length - i) * DAY,
    };
    ctx.store.insert('webhookEndpoint', doc, { organizationId: target.organizationId });
  }
}

/** Secrets with a random plaintext each (dev only: export_secrets seals it to the caller). */
function seedSecrets(ctx: SandboxContext, target: SeedTarget, now: number): void {
  const secrets: Pick<SecretRecord, 'name' | 'staticProperties'>[] = [
    {
      name: 'Exchange API secret',
      staticProperties: [
        { key: 'environment', value: 'sandbox' },
        { key: 'owner', value: 'treasury' },
      ],
    },
    { name: 'Webhook signing secret', staticProperties: [{ key: 'rotation', value: '90d' }] },
    { name: 'RPC provider key', staticProperties: [] },
  ];
  for (const [i, secret] of secrets.entries()) {
    const doc: SecretRecord = {
      id: randomUUID(),
      organizationId: target.organizationId,
      ...secret,
      plaintext: `sk_sandbox_${randomBytes(24).toString('hex')}`,
      createdAtMs: now - (secrets.length - i) * DAY,
    };
    ctx.store.insert('secret', doc, { organizationId: target.organizationId });
  }
}

/** Delivery history (spec "Events" 2): every event type, several events sharing a message id. */
function seedEmailEvents(ctx: SandboxContext, target: SeedTarget, now: number): void {
  const admin = ctx.store.get('user', target.userId)?.userEmail ?? 'admin@sandbox.local';
  const from = 'no-reply@sandbox.local';
  const messages: {
    to: string;
    at: number;
    events: [EmailEvent['eventType'], EmailEvent['details']][];
  }[] = [
    {
      to: admin,
      at: now - 50 * HOUR,
      events: [
        ['Send', {}],
        ['Delivery', { deliverySmtpResponse: '250 2.0.0 OK', deliveryProcessingTimeMillis: '812' }],
      ],
    },
    {
      to: admin,
      at: now - 26 * HOUR,
      events: [
        ['Send', {}],
        [
          'DeliveryDelay',
          { deliveryDelayType: 'MailboxFull', diagnosticCode: 'smtp; 452 4.2.2 Mailbox full' },
        ],
        [
          'Delivery',
          { deliverySmtpResponse: '250 2.0.0 OK', deliveryProcessingTimeMillis: '95310' },
        ],
      ],
    },
    {
      to: admin,
      at: now - 3 * HOUR,
      events: [
        ['Send', {}],
        [
          'Delivery',
          {
            deliverySmtpResponse: '250 2.6.0 Message accepted',
            deliveryProcessingTimeMillis: '1204',
          },
        ],
        ['Complaint', { complaintFeedbackType: 'abuse' }],
      ],
    },
    {
      to: 'nobody@sandbox.local',
      at: now - 2 * HOUR,
      events: [
        ['Send', {}],
        [
          'Bounce',
          {
            bounceType: 'Permanent',
            bounceSubType: 'NoEmail',
            diagnosticCode: 'smtp; 550 5.1.1 user unknown',
          },
        ],
      ],
    },
  ];
  for (const message of messages) {
    const messageId = `0100019${randomBytes(8).toString('hex')}-${randomUUID()}-000000`;
    for (const [i, [eventType, details]] of message.events.entries()) {
      const at = message.at + i * 60_000;
      const event: EmailEvent = {
        id: randomUUID(),
        organizationId: target.organizationId,
        messageId,
        eventType,
        fromAddress: from,
        toAddress: message.to,
        timestamp: String(at),
        createdAt: String(at + 1_500),
        senderTenant: 'sandbox',
        details,
      };
      ctx.store.insert('emailEvent', event, {
        organizationId: target.organizationId,
        index: { toAddress: message.to.toLowerCase() },
      });
    }
  }
}

/**
 * First start of the signed API's part of the parent organization: the earn catalog (global),
 * a wallet with an Ethereum and a Solana account, a stand-alone private key, webhook endpoints,
 * secrets and e-mail delivery events. Runs inside the bootstrap transaction.
 */
export const seedSignedApi: SeedStep = (ctx, target) => {
  const now = ctx.now();
  const catalog = vaultCatalog(now);
  for (const vault of catalog) insertVault(ctx.store, vault);
  const walletAddresses = seedWallet(ctx, target, now);
  seedPrivateKey(ctx, target, now);
  seedWebhooks(ctx, target, now);
  seedSecrets(ctx, target, now);
  seedEmailEvents(ctx, target, now);
  return { vaultAssets: [...new Set(catalog.map((v) => v.caip19))], walletAddresses };
};

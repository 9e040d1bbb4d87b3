import { p256 } from '@noble/curves/nist.js';
const sk = p256.utils.randomSecretKey();
const msg = new TextEncoder().encode('hello');
const compact = p256.sign(msg, sk);
const sig = p256.Signature.fromBytes(compact);
const n = p256.Point.Fn.ORDER;
const high = new p256.Signature(sig.r, n - sig.s);
console.log(high.hasHighS(), p256.verify(high.toBytes('der'), msg, p256.getPublicKey(sk), { format: 'der', lowS: false }), p256.verify(high.toBytes('der'), msg, p256.getPublicKey(sk), { format: 'der' }));

/**
 * The slice of Web Storage the kit uses. Sessions persist through it (`localStorage` in
 * browsers, memory elsewhere); pending OAuth redirects through a tab-scoped one
 * (`sessionStorage`). Only JWTs and public data are written: never a private key.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

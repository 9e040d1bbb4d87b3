// @peculiar/x509 2.x resolves its algorithm providers through tsyringe, which needs the
// Reflect metadata API installed before it loads; the package leaves that polyfill to its host.
// Sandbox (Node) only: the kit's verifier parses certificates with @oslojs/asn1.
import 'reflect-metadata';

export * from '@peculiar/x509';

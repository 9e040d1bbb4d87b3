import { describe, expect, it } from 'vitest';
import { ServiceError } from '../serviceError.js';
import { errorReply, jsonReply } from './jsonReply.js';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('jsonReply', () => {
  it('adds the JSON headers after the extra ones, so an extra cannot replace them', () => {
    const reply = jsonReply(200, { a: 1 }, { 'content-type': 'text/html', vary: 'Origin' });
    expect(reply.headers).toEqual({
      'content-type': JSON_TYPE,
      'cache-control': 'no-store',
      vary: 'Origin',
    });
    expect(reply.body).toBe('{"a":1}');
  });

  it('shares one frozen headers object between the answers of a constant header set', () => {
    const cors = Object.freeze({ 'access-control-allow-origin': '*' });
    const first = jsonReply(200, {}, cors);
    const second = errorReply(ServiceError.notFound('gone'), cors);
    expect(second.headers).toBe(first.headers);
    expect(Object.isFrozen(first.headers)).toBe(true);
    expect(first.headers).toEqual({
      'access-control-allow-origin': '*',
      'content-type': JSON_TYPE,
      'cache-control': 'no-store',
    });
    expect(jsonReply(200, {}).headers).toBe(errorReply(new Error('x')).headers);
  });

  it('copies a header set that may change, so a later change reaches no earlier answer', () => {
    const extra: Record<string, string> = { 'set-cookie': 'a=1' };
    const first = jsonReply(200, {}, extra);
    extra['set-cookie'] = 'b=2';
    const second = jsonReply(200, {}, extra);
    expect(first.headers['set-cookie']).toBe('a=1');
    expect(second.headers['set-cookie']).toBe('b=2');
  });
});

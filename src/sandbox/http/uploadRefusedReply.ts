import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { ServiceError } from '../serviceError.js';
import { SIGNED_API_CORS } from '../signedApi/signedApiFeature.js';
import { errorReply } from './jsonReply.js';
import type { SandboxReply } from './sandboxReply.js';
import type { UploadLimits, UploadRefusal } from './uploadBudget.js';

const BODY = [{ field: '(body)', description: 'not received' }];

function refusalOf(reason: UploadRefusal | 'stalled', limits: UploadLimits): ServiceError {
  switch (reason) {
    case 'stalled':
      // 408 (RFC 9110 15.5.9): the server stopped waiting; the client may send it again.
      return new ServiceError(
        GrpcCode.DEADLINE_EXCEEDED,
        `the request body stalled: nothing arrived for ${limits.stallTimeoutMs} ms`,
        BODY,
        408,
      );
    case 'client':
      return ServiceError.exhausted(
        `this client has ${limits.maxPendingBytesPerClient} bytes of unfinished request bodies ` +
          'in flight: finish or close them first',
        BODY,
      );
    case 'total':
      return ServiceError.unavailable(
        'the sandbox holds as many unfinished request bodies as it allows: retry shortly',
      );
  }
}

/**
 * The answer to a body the HTTP server stopped receiving (`UploadBudget`): 408 when it stalled,
 * 429 when its client holds too much, 503 when the server does. The signed API's answers carry
 * its CORS headers, so a page can read this one too.
 */
export function uploadRefusedReply(
  pathname: string,
  reason: UploadRefusal | 'stalled',
  limits: UploadLimits,
): SandboxReply {
  return errorReply(
    refusalOf(reason, limits),
    pathname.startsWith('/public/') ? SIGNED_API_CORS : {},
  );
}

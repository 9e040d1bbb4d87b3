import { isSessionRefusal, refusalResponse } from 'embedded-wallet-kit/server';
import { verifier } from '../../verifier';

// A route handler that knows who calls it: the kit's signed fetch (useSignedFetch) in the
// browser, verified here; anything else gets 401 {code, message}.
export async function GET(request: Request) {
  try {
    const caller = await verifier.verify(request);
    return Response.json({
      userId: caller.userId,
      organizationId: caller.organizationId,
      sessionExpiresAt: caller.sessionExpiresAt,
    });
  } catch (error) {
    if (isSessionRefusal(error)) return refusalResponse(error);
    throw error;
  }
}

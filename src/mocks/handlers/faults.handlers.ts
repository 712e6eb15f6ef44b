import { delay, HttpResponse } from 'msw';
import { http } from '@/mocks/http';
import { takeFault } from '@/mocks/faults';

/**
 * First handler: applies the configured latency, then answers with the fault, or falls through
 * (returns undefined) to the real handler.
 */
export const faultHandler = http.untyped.all('*/api/v1/*', async ({ request }) => {
  const fault = takeFault(request.method, new URL(request.url).pathname);
  if (!fault) return undefined;
  if (fault.latencyMs) await delay(fault.latencyMs);
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'unauthorized':
      return HttpResponse.json({ detail: 'Invalid token' }, { status: 401 });
    case 'restrict':
      return HttpResponse.json(
        { message: 'Your plan does not include this feature.', restrict_error: true },
        { status: 403 },
      );
    case 'status': {
      const status = fault.status ?? 500;
      return HttpResponse.json(
        { message: status === 503 ? 'Service temporarily unavailable.' : 'Internal server error.' },
        { status },
      );
    }
    default:
      return undefined;
  }
});

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Where the gate reads the maintenance switch: the settings module's service, handed in by app.ts. */
export interface MaintenanceSwitch {
  get(): Promise<{ maintenanceMode: boolean }>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Signing in and out stay open so an admin can reach the site to switch maintenance off.
const OPEN_DURING_MAINTENANCE = new Set(['/api/account/sign-in', '/api/account/sign-out']);

/** While maintenance mode is on, writes from anyone but an admin get 503. */
export function registerMaintenanceGate(app: FastifyInstance, deps: { settings: MaintenanceSwitch }): void {
  app.addHook('preHandler', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (OPEN_DURING_MAINTENANCE.has(request.url.split('?')[0] ?? '')) return;
    const { maintenanceMode } = await deps.settings.get();
    if (!maintenanceMode) return;
    // Only a signed-in user can be an admin; asking first keeps 'No user logged in.' out of the log.
    if ((await request.loadCurrentUser()) && (await request.currentUserIsAdmin())) return;
    throw new AppError(
      503,
      'maintenance',
      'Design Your Life is down for maintenance. Please try again a little later.',
    );
  });
}

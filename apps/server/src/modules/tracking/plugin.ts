import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ConversionProvider } from '../../providers/tracking/conversion-provider';
import { createHttpConversionProvider } from '../../providers/tracking/http-conversions';
import { createTrackingService, type TrackingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tracking events, heartbeats, conversion forwarding and retention (SPEC §1, §3, §9). */
    tracking: TrackingService;
  }
}

/** §9 retention runs at start and then every hour. */
export const TRACKING_CLEANUP_INTERVAL_MS = 3_600_000;

export interface TrackingPluginOptions {
  /** Delivers to the ad networks a merchant enables (default: HTTPS to their APIs); tests pass a stand-in. */
  conversions?: ConversionProvider | undefined;
}

/**
 * Decorates the app with the tracking service and runs the §9 "heartbeat retention 30 days" cleanup
 * at start and hourly. Several instances may all run it: deleting old rows is idempotent.
 */
export const trackingPlugin = fp<TrackingPluginOptions>(
  async (app: FastifyInstance, options) => {
    const tracking = createTrackingService({
      db: app.db,
      cache: app.cache,
      now: app.now,
      log: app.log,
      conversions: options.conversions ?? createHttpConversionProvider(),
      rateLimitFactor: app.config.RATE_LIMIT_FACTOR,
    });
    app.decorate('tracking', tracking);

    const cleanup = () =>
      tracking
        .cleanup()
        .then((n) => {
          if (n.events + n.heartbeats + n.outbox > 0)
            app.log.info(n, 'tracking retention: removed old rows');
        })
        .catch((err: unknown) => app.log.error({ err }, 'tracking retention failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void cleanup();
      timer = setInterval(() => void cleanup(), TRACKING_CLEANUP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await tracking.idle();
    });
  },
  { name: 'tracking', dependencies: ['config', 'database', 'cache', 'clock'] },
);

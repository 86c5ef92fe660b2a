/// <reference lib="webworker" />
// The service worker: app shell precache, navigation fallback, runtime caching of public answers, updates.
import { setCacheNameDetails } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { CACHE_PREFIX } from './cache-names';
import { setupPrecache } from './precache';
import { registerApiRoutes } from './routes-api';
import { registerImageRoutes } from './routes-images';
import { setupLifecycle } from './lifecycle';
import { setupAccessLogSync } from './access-log-sync';
import { setupDeadlineReminders } from './deadline-reminders';
import { setupSavedSearchChecks } from './saved-searches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

setCacheNameDetails({ prefix: CACHE_PREFIX });
setupLifecycle();
setupPrecache(self.__WB_MANIFEST);
registerApiRoutes();
registerImageRoutes();
setupAccessLogSync();
setupDeadlineReminders();
setupSavedSearchChecks();

import type { SiteSettings } from '@member-app/contract/schemas/system';
import { MaintenanceScreen } from '../features/system/components/maintenance-screen';
import { AccessDeniedScreen } from '../features/system/components/access-denied-screen';
import { useCustomerServiceEntries } from '../features/support/api/chat';
import { useOpenCsEntry } from '../lib/use-customer-service';

/**
 * §2 screens 1 and 2, which replace the app, with their "contact-us button that opens customer
 * service": the merchant's entry for these screens (§3, label-filtered §6), fetched as soon as a
 * screen shows so that the click can open it at once; until it is there, or when there is none,
 * the site settings' address. Loaded only when a screen is due (rare), off the first-load path.
 */
export default function SystemScreen({
  screen,
  settings,
}: {
  screen: 'maintenance' | 'restricted';
  settings: SiteSettings;
}) {
  const entries = useCustomerServiceEntries(true, 'MAINTENANCE');
  const openCsEntry = useOpenCsEntry();
  const entry = entries.data?.entries[0] ?? null;
  const fallbackUrl = settings.customerService ?? null;
  const contact = () => void openCsEntry(entry, fallbackUrl);
  const canContact = !!entry || !!fallbackUrl;
  return screen === 'maintenance' ? (
    <MaintenanceScreen settings={settings} onContact={contact} canContact={canContact} />
  ) : (
    <AccessDeniedScreen ip={settings.ip} onContact={contact} canContact={canContact} />
  );
}

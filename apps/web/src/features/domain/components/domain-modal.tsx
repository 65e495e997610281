import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Headset, RefreshCw } from 'lucide-react';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { useOpenCsEntry } from '../../../lib/use-customer-service';
import { pingDomain, useDomainList } from '../api/get-domain-list';
import { pickCandidates, pingUrl, retryUrl } from '../rules';
import './domain-modal.css';

type Phase = 'idle' | 'searching' | 'none';

/**
 * §2 screen 15 Domain-failure modal: retry moves to the fastest reachable domain (§4: fetch the
 * domain list, ping up to 10 random domains, take the first that answers); customer service (the
 * merchant's entry of the same call, §3 encoded path decoded here); shows the message passed in,
 * or Error.
 */
export function DomainModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const list = useDomainList();
  const openCsEntry = useOpenCsEntry();
  const service = list.data?.customerService[0] ?? null;

  async function retry() {
    setPhase('searching');
    try {
      const domains =
        (list.data ?? (await list.refetch({ throwOnError: true })).data)?.domainList ?? [];
      const { protocol, port, hostname, search } = window.location;
      const candidates = pickCandidates(
        domains.map((d) => d.domainName),
        hostname,
      );
      if (candidates.length === 0) throw new Error('no candidates');
      const winner = await Promise.any(
        candidates.map((d) => pingDomain(pingUrl(protocol, d, port, Date.now()), d)),
      );
      window.location.assign(retryUrl(protocol, winner, port, search));
    } catch {
      setPhase('none');
    }
  }

  // Synchronous inside the click, so that the new window is not blocked.
  const contact = () => {
    if (!service) return;
    // A vendor widget draws over the page, which this modal dialog would keep inert: step aside.
    if (openCsEntry(service).kind === 'widget') onClose();
  };

  return (
    <Modal
      title={t('domain_title')}
      dismissible
      onDismiss={onClose}
      footer={
        <>
          {/* Waits for the entry while the list loads; a merchant without one has no button. */}
          {service || list.isPending ? (
            <Button variant="secondary" onClick={contact} disabled={!service}>
              <Headset size={18} aria-hidden="true" />
              {t('contact_us')}
            </Button>
          ) : null}
          <Button onClick={() => void retry()} disabled={phase === 'searching'} data-autofocus>
            <RefreshCw
              size={18}
              aria-hidden="true"
              className={phase === 'searching' ? 'is-spinning' : undefined}
            />
            {t('retry')}
          </Button>
        </>
      }
    >
      <p className="domain-modal__message">{message || 'Error'}</p>
      <p className="domain-modal__status" role="status">
        {phase === 'searching' ? t('domain_searching') : phase === 'none' ? t('domain_none') : ''}
      </p>
    </Modal>
  );
}

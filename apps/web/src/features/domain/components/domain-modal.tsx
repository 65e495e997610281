import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Headset, RefreshCw } from 'lucide-react';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { fetchDomainList, pingDomain } from '../api/get-domain-list';
import { pickCandidates, pingUrl, retryUrl } from '../rules';
import './domain-modal.css';

type Phase = 'idle' | 'searching' | 'none';

/**
 * §2 screen 15 Domain-failure modal: retry moves to the fastest reachable domain (§4: fetch the
 * domain list, ping up to 10 random domains, take the first that answers); customer service;
 * shows the message passed in, or Error.
 */
export function DomainModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [serviceUrl, setServiceUrl] = useState<string | null>(null);

  async function retry() {
    setPhase('searching');
    try {
      const list = await fetchDomainList();
      setServiceUrl(list.customerService[0]?.path ?? null);
      const { protocol, port, hostname, search } = window.location;
      const candidates = pickCandidates(
        list.domainList.map((d) => d.domainName),
        hostname,
      );
      if (candidates.length === 0) throw new Error('no candidates');
      const winner = await Promise.any(candidates.map((d) => pingDomain(pingUrl(protocol, d, port, Date.now()), d)));
      window.location.assign(retryUrl(protocol, winner, port, search));
    } catch {
      setPhase('none');
    }
  }

  async function contact() {
    let url = serviceUrl;
    if (!url) {
      try {
        url = (await fetchDomainList()).customerService[0]?.path ?? null;
      } catch {
        url = null;
      }
    }
    if (url) window.open(url, '_blank', 'noopener');
  }

  return (
    <Modal
      title={t('domain_title')}
      dismissible
      onDismiss={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => void contact()}>
            <Headset size={18} aria-hidden="true" />
            {t('contact_us')}
          </Button>
          <Button onClick={() => void retry()} disabled={phase === 'searching'} data-autofocus>
            <RefreshCw size={18} aria-hidden="true" className={phase === 'searching' ? 'is-spinning' : undefined} />
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

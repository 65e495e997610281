import type { Messages } from './en';

export const FR: Messages = {
  redirect_refused_title: 'Impossible d’ouvrir ce lien',
  redirect_refused_text: 'Cette adresse ne fait pas partie des liens de téléchargement du site.',
  redirect_home: 'Aller à l’accueil',
  redirect_opening: 'Ouverture…',
  redirect_continue: 'Continuer vers le téléchargement',
  sms_verification:
    '[{{merchant}}] Votre code de vérification est {{code}}. Il expire dans {{minutes}} min. Ne le communiquez jamais.',
  sms_signin:
    '{{code}} est votre code de connexion {{merchant}}. Il expire dans {{minutes}} min. Ne le communiquez jamais.',
  email_login_subject: 'Code de connexion {{merchant}}',
  email_login_body:
    'Votre code de connexion est {{code}}. Il expire dans {{minutes}} min. Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
  id_badge: 'Fournisseur d’identité de démonstration',
  id_heading: 'Se connecter avec {{provider}}',
  id_lead:
    'pour continuer vers {{merchant}}. Il remplace {{provider}} hors ligne : tout compte choisi ou saisi se connecte.',
  id_choose: 'Choisissez un compte',
  id_other: 'Utiliser un autre compte',
  id_email: 'E-mail',
  id_name: 'Nom affiché',
  id_continue: 'Continuer',
  id_cancel: 'Annuler',
  id_title:
    'Se connecter avec {{provider}} — {{merchant}} (fournisseur d’identité de démonstration)',
  id_signing_in: 'Connexion en cours… Cette fenêtre se ferme toute seule.',
  id_not_opened:
    'Cette fenêtre n’a pas été ouverte par l’application. Fermez-la et connectez-vous depuis l’application.',
  id_close: 'Vous pouvez fermer cette fenêtre.',
  id_unavailable: 'Connexion indisponible',
  id_failed: 'Échec de la connexion',
  id_link_incomplete:
    'Le lien de connexion est incomplet (le canal et l’origine sont nécessaires).',
  id_form_invalid: 'Saisissez une adresse e-mail valide et un nom affiché, puis réessayez.',
  id_no_site: 'Aucun site n’est servi à cette adresse.',
};

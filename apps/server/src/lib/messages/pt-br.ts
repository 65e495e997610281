import type { Messages } from './en';

export const PT_BR: Messages = {
  redirect_refused_title: 'Não é possível abrir este link',
  redirect_refused_text: 'Este endereço não é um dos links de download do site.',
  redirect_home: 'Ir para a página inicial',
  redirect_opening: 'Abrindo…',
  redirect_continue: 'Continuar para o download',
  sms_verification:
    '[{{merchant}}] Seu código de verificação é {{code}}. Ele expira em {{minutes}} min. Nunca compartilhe.',
  sms_signin:
    '{{code}} é seu código de login no {{merchant}}. Ele expira em {{minutes}} min. Nunca compartilhe.',
  email_login_subject: 'Código de login {{merchant}}',
  email_login_body:
    'Seu código de login é {{code}}. Ele expira em {{minutes}} min. Se não foi você que tentou entrar, troque sua senha.',
  id_badge: 'Provedor de identidade de demonstração',
  id_heading: 'Entrar com {{provider}}',
  id_lead:
    'para continuar no {{merchant}}. Substitui o {{provider}} sem internet: qualquer conta que você escolher ou digitar consegue entrar.',
  id_choose: 'Escolha uma conta',
  id_other: 'Usar outra conta',
  id_email: 'E-mail',
  id_name: 'Nome de exibição',
  id_continue: 'Continuar',
  id_cancel: 'Cancelar',
  id_title: 'Entrar com {{provider}} — {{merchant}} (provedor de identidade de demonstração)',
  id_signing_in: 'Entrando… Esta janela fecha sozinha.',
  id_not_opened: 'Esta janela não foi aberta pelo app. Feche-a e entre pelo app.',
  id_close: 'Você pode fechar esta janela.',
  id_unavailable: 'Login indisponível',
  id_failed: 'Falha no login',
  id_link_incomplete: 'O link de login está incompleto (faltam o canal e a origem).',
  id_form_invalid: 'Informe um e-mail válido e um nome de exibição e tente de novo.',
  id_no_site: 'Não há nenhum site neste endereço.',
};

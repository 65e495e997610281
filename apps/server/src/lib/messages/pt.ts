import type { Messages } from './en';

export const PT: Messages = {
  redirect_refused_title: 'Não é possível abrir esta ligação',
  redirect_refused_text: 'Este endereço não é uma das ligações de transferência do site.',
  redirect_home: 'Ir para a página inicial',
  redirect_opening: 'A abrir…',
  redirect_continue: 'Continuar a transferência',
  sms_verification:
    '[{{merchant}}] O seu código de verificação é {{code}}. Expira em {{minutes}} min. Nunca o partilhe.',
  sms_signin:
    '{{code}} é o seu código de acesso ao {{merchant}}. Expira em {{minutes}} min. Nunca o partilhe.',
  email_login_subject: 'Código de acesso {{merchant}}',
  email_login_body:
    'O seu código de acesso é {{code}}. Expira em {{minutes}} min. Se não tentou iniciar sessão, altere a sua palavra-passe.',
  id_badge: 'Fornecedor de identidade de demonstração',
  id_heading: 'Iniciar sessão com {{provider}}',
  id_lead:
    'para continuar para {{merchant}}. Substitui o {{provider}} sem ligação: qualquer conta que escolha ou escreva inicia sessão.',
  id_choose: 'Escolha uma conta',
  id_other: 'Usar outra conta',
  id_email: 'E-mail',
  id_name: 'Nome a apresentar',
  id_continue: 'Continuar',
  id_cancel: 'Cancelar',
  id_title:
    'Iniciar sessão com {{provider}} — {{merchant}} (fornecedor de identidade de demonstração)',
  id_signing_in: 'A iniciar sessão… Esta janela fecha-se sozinha.',
  id_not_opened: 'Esta janela não foi aberta pela aplicação. Feche-a e inicie sessão na aplicação.',
  id_close: 'Pode fechar esta janela.',
  id_unavailable: 'Início de sessão indisponível',
  id_failed: 'Falha no início de sessão',
  id_link_incomplete: 'A ligação de início de sessão está incompleta (faltam o canal e a origem).',
  id_form_invalid: 'Indique um e-mail válido e um nome a apresentar e tente novamente.',
  id_no_site: 'Não existe nenhum site neste endereço.',
};

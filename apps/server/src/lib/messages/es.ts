import type { Messages } from './en';

export const ES: Messages = {
  redirect_refused_title: 'No se puede abrir este enlace',
  redirect_refused_text: 'Esta dirección no es uno de los enlaces de descarga del sitio.',
  redirect_home: 'Ir a la página de inicio',
  redirect_opening: 'Abriendo…',
  redirect_continue: 'Continuar con la descarga',
  sms_verification:
    '[{{merchant}}] Tu código de verificación es {{code}}. Caduca en {{minutes}} min. No lo compartas con nadie.',
  sms_signin:
    '{{code}} es tu código de acceso a {{merchant}}. Caduca en {{minutes}} min. No lo compartas con nadie.',
  email_login_subject: 'Código de acceso de {{merchant}}',
  email_login_body:
    'Tu código de acceso es {{code}}. Caduca en {{minutes}} min. Si no intentaste iniciar sesión, cambia tu contraseña.',
  id_badge: 'Proveedor de identidad de demostración',
  id_heading: 'Inicia sesión con {{provider}}',
  id_lead:
    'para continuar a {{merchant}}. Sustituye a {{provider}} sin conexión: cualquier cuenta que elijas o escribas inicia sesión.',
  id_choose: 'Elige una cuenta',
  id_other: 'Usar otra cuenta',
  id_email: 'Correo electrónico',
  id_name: 'Nombre visible',
  id_continue: 'Continuar',
  id_cancel: 'Cancelar',
  id_title:
    'Inicia sesión con {{provider}} — {{merchant}} (proveedor de identidad de demostración)',
  id_signing_in: 'Iniciando sesión… Esta ventana se cerrará sola.',
  id_not_opened: 'Esta ventana no la abrió la app. Ciérrala e inicia sesión desde la app.',
  id_close: 'Puedes cerrar esta ventana.',
  id_unavailable: 'Inicio de sesión no disponible',
  id_failed: 'No se pudo iniciar sesión',
  id_link_incomplete:
    'El enlace de inicio de sesión está incompleto (faltan el canal y el origen).',
  id_form_invalid:
    'Escribe un correo electrónico válido y un nombre visible, y vuelve a intentarlo.',
  id_no_site: 'No hay ningún sitio en esta dirección.',
};

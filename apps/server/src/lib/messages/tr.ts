import type { Messages } from './en';

export const TR: Messages = {
  redirect_refused_title: 'Bu bağlantı açılamıyor',
  redirect_refused_text: 'Bu adres, sitenin indirme bağlantılarından biri değil.',
  redirect_home: 'Ana sayfaya git',
  redirect_opening: 'Açılıyor…',
  redirect_continue: 'İndirmeye devam et',
  sms_verification:
    '[{{merchant}}] Doğrulama kodunuz {{code}}. {{minutes}} dk içinde geçerliliğini yitirir. Kimseyle paylaşmayın.',
  sms_signin:
    '{{code}}, {{merchant}} giriş kodunuzdur. {{minutes}} dk içinde geçerliliğini yitirir. Kimseyle paylaşmayın.',
  email_login_subject: '{{merchant}} giriş kodu',
  email_login_body:
    'Giriş kodunuz {{code}}. {{minutes}} dk içinde geçerliliğini yitirir. Giriş yapmaya çalışan siz değilseniz şifrenizi değiştirin.',
  id_badge: 'Demo kimlik sağlayıcı',
  id_heading: '{{provider}} ile giriş yap',
  id_lead:
    '{{merchant}} sitesine devam etmek için. Çevrimdışıyken {{provider}} yerine geçer: seçtiğiniz ya da yazdığınız her hesap giriş yapar.',
  id_choose: 'Bir hesap seçin',
  id_other: 'Başka bir hesap kullan',
  id_email: 'E-posta',
  id_name: 'Görünen ad',
  id_continue: 'Devam',
  id_cancel: 'İptal',
  id_title: '{{provider}} ile giriş yap — {{merchant}} (demo kimlik sağlayıcı)',
  id_signing_in: 'Giriş yapılıyor… Bu pencere kendiliğinden kapanır.',
  id_not_opened: 'Bu pencereyi uygulama açmadı. Kapatın ve uygulamadan giriş yapın.',
  id_close: 'Bu pencereyi kapatabilirsiniz.',
  id_unavailable: 'Giriş yapılamıyor',
  id_failed: 'Giriş başarısız',
  id_link_incomplete: 'Giriş bağlantısı eksik (kanal ve kaynak gerekli).',
  id_form_invalid: 'Geçerli bir e-posta adresi ve görünen ad girip tekrar deneyin.',
  id_no_site: 'Bu adreste sunulan bir site yok.',
};

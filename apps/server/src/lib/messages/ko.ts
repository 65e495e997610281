import type { Messages } from './en';

export const KO: Messages = {
  redirect_refused_title: '이 링크를 열 수 없습니다',
  redirect_refused_text: '이 주소는 이 사이트의 다운로드 링크가 아닙니다.',
  redirect_home: '홈으로 가기',
  redirect_opening: '여는 중…',
  redirect_continue: '다운로드 계속하기',
  sms_verification:
    '[{{merchant}}] 인증 코드는 {{code}}입니다. {{minutes}}분 후 만료됩니다. 절대 다른 사람에게 알려주지 마세요.',
  sms_signin:
    '{{code}}은(는) {{merchant}} 로그인 코드입니다. {{minutes}}분 후 만료됩니다. 절대 다른 사람에게 알려주지 마세요.',
  email_login_subject: '{{merchant}} 로그인 코드',
  email_login_body:
    '로그인 코드는 {{code}}입니다. {{minutes}}분 후 만료됩니다. 로그인을 시도하지 않으셨다면 비밀번호를 변경하세요.',
  id_badge: '데모 인증 제공자',
  id_heading: '{{provider}}(으)로 로그인',
  id_lead:
    '{{merchant}}(으)로 계속합니다. 오프라인에서 {{provider}}을(를) 대신합니다: 선택하거나 입력한 어떤 계정으로도 로그인됩니다.',
  id_choose: '계정 선택',
  id_other: '다른 계정 사용',
  id_email: '이메일',
  id_name: '표시 이름',
  id_continue: '계속',
  id_cancel: '취소',
  id_title: '{{provider}}(으)로 로그인 — {{merchant}} (데모 인증 제공자)',
  id_signing_in: '로그인 중… 이 창은 자동으로 닫힙니다.',
  id_not_opened: '이 창은 앱에서 열리지 않았습니다. 창을 닫고 앱에서 로그인하세요.',
  id_close: '이 창을 닫아도 됩니다.',
  id_unavailable: '로그인할 수 없습니다',
  id_failed: '로그인 실패',
  id_link_incomplete: '로그인 링크가 불완전합니다(채널과 출처가 필요합니다).',
  id_form_invalid: '올바른 이메일 주소와 표시 이름을 입력한 후 다시 시도하세요.',
  id_no_site: '이 주소에서 제공되는 사이트가 없습니다.',
};

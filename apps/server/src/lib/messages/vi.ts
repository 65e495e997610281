import type { Messages } from './en';

export const VI: Messages = {
  redirect_refused_title: 'Không thể mở liên kết này',
  redirect_refused_text: 'Địa chỉ này không phải là liên kết tải xuống của trang.',
  redirect_home: 'Về trang chủ',
  redirect_opening: 'Đang mở…',
  redirect_continue: 'Tiếp tục tải xuống',
  sms_verification:
    '[{{merchant}}] Mã xác minh của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Tuyệt đối không chia sẻ mã này.',
  sms_signin:
    '{{code}} là mã đăng nhập {{merchant}} của bạn. Mã hết hạn sau {{minutes}} phút. Tuyệt đối không chia sẻ mã này.',
  email_login_subject: 'Mã đăng nhập {{merchant}}',
  email_login_body:
    'Mã đăng nhập của bạn là {{code}}. Mã hết hạn sau {{minutes}} phút. Nếu bạn không đăng nhập, hãy đổi mật khẩu ngay.',
  id_badge: 'Nhà cung cấp danh tính mẫu',
  id_heading: 'Đăng nhập bằng {{provider}}',
  id_lead:
    'để tiếp tục đến {{merchant}}. Trang này thay cho {{provider}} khi ngoại tuyến: bất kỳ tài khoản nào bạn chọn hoặc nhập đều đăng nhập được.',
  id_choose: 'Chọn tài khoản',
  id_other: 'Dùng tài khoản khác',
  id_email: 'Email',
  id_name: 'Tên hiển thị',
  id_continue: 'Tiếp tục',
  id_cancel: 'Hủy',
  id_title: 'Đăng nhập bằng {{provider}} — {{merchant}} (nhà cung cấp danh tính mẫu)',
  id_signing_in: 'Đang đăng nhập… Cửa sổ này sẽ tự đóng.',
  id_not_opened: 'Cửa sổ này không được mở từ ứng dụng. Hãy đóng nó và đăng nhập từ ứng dụng.',
  id_close: 'Bạn có thể đóng cửa sổ này.',
  id_unavailable: 'Chưa thể đăng nhập',
  id_failed: 'Đăng nhập thất bại',
  id_link_incomplete: 'Liên kết đăng nhập chưa đầy đủ (cần kênh và nguồn).',
  id_form_invalid: 'Hãy nhập địa chỉ email hợp lệ và tên hiển thị, rồi thử lại.',
  id_no_site: 'Không có trang nào tại địa chỉ này.',
};

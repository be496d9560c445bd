/** The buyer specification's texts for signing in and the password reset (§5, §8). */
export const LOGIN_TEXTS = {
  required: 'Email and password are required',
  success: 'Login successful',
  noToken: 'Failed to login. No token received.',
};

export const EMAIL_REQUIRED = 'Email tidak boleh kosong!';

export const FORGOT_TEXTS = {
  required: EMAIL_REQUIRED,
  sent: 'Link reset password telah dikirim ke email Anda.',
};

export const RESET_TEXTS = {
  required: 'Semua field harus diisi!',
  mismatch: 'Password tidak cocok!',
  success: 'Password berhasil diubah!',
};

// Not given by the spec: the registration's confirmation and the verification e-mail's pages, written in its language.
export const REGISTER_SUCCESS_TEXT = 'Registrasi berhasil! Silakan cek inbox email Anda untuk verifikasi akun.';

export const VERIFY_TEXTS = {
  checking: 'Memverifikasi email Anda...',
  verified: 'Email Anda berhasil diverifikasi. Silakan login.',
  failed: 'Tautan verifikasi tidak valid atau sudah kadaluarsa.',
};

export const RESEND_TEXTS = {
  title: 'Kirim Ulang Verifikasi',
  sent: 'Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.',
};

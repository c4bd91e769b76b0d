import { z } from "zod";
import { loginSchema, PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH, userSchema } from "./auth.js";

/** Executive sessions end after this long without a request (server-enforced). */
export const EXEC_SESSION_IDLE_MINUTES = 30;
/** A reset link works this long, once. */
export const PASSWORD_RESET_MINUTES = 30;
/** The password step is good for this long before the second factor must follow. */
export const EXEC_CHALLENGE_MINUTES = 5;
/** How many recovery codes an enrolment shows (once). */
export const RECOVERY_CODE_COUNT = 10;

export const NOT_AN_EXECUTIVE_MESSAGE = "This sign-in is for executive accounts. Please use the regular sign-in.";
export const EXEC_SIGN_IN_REQUIRED_MESSAGE = "Executive accounts sign in at /ceo/login with their second factor.";
export const WRONG_CODE_MESSAGE = "That code is not valid. Check your authenticator app and try again.";
export const CHALLENGE_EXPIRED_MESSAGE = "Your sign-in has expired. Please enter your email and password again.";
export const RESET_LINK_INVALID_MESSAGE = "This reset link is invalid, expired or already used. Please request a new one.";
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password. It works for 30 minutes.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is not correct";

const newPassword = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGE })
  .max(256, { error: "Password must be at most 256 characters" });

/** Step 1 of /ceo/login: the same fields as the regular sign-in. */
export const execLoginSchema = loginSchema;
export type ExecLoginInput = z.input<typeof execLoginSchema>;

/** What the password step answers: enrol a new factor (first sign-in) or enter a code. */
export const execLoginStepSchema = z.discriminatedUnion("step", [
  z.object({
    step: z.literal("enrol"),
    /** The otpauth:// URI, as a QR code (an SVG data URL) and the base32 secret for manual entry. */
    otpauthUri: z.string(),
    qrCodeDataUrl: z.string(),
    secret: z.string(),
  }),
  z.object({ step: z.literal("verify") }),
]);
export type ExecLoginStep = z.infer<typeof execLoginStepSchema>;

/** Step 2: a 6-digit code from the authenticator app, or one recovery code. */
export const execVerifySchema = z
  .object({
    code: z
      .string()
      .max(32, { error: "Enter the 6-digit code from your authenticator app" })
      .trim()
      .regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app" })
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .min(1, { error: "Enter a recovery code" })
      .max(64, { error: "Enter a recovery code" })
      .optional(),
  })
  .refine((v) => (v.code ? 1 : 0) + (v.recoveryCode ? 1 : 0) === 1, {
    error: "Enter the 6-digit code from your authenticator app",
    path: ["code"],
  });
export type ExecVerifyInput = z.input<typeof execVerifySchema>;

/** A finished executive sign-in; `recoveryCodes` only right after enrolment (shown once, never again). */
export const execSignedInSchema = z.object({
  user: userSchema,
  recoveryCodes: z.array(z.string()).optional(),
});
export type ExecSignedIn = z.infer<typeof execSignedInSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, { error: "Current password is required" }).max(256),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const resetRequestSchema = z.object({
  email: z.email({ error: "Valid email is required" }).max(254).transform((e) => e.toLowerCase()),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(20, { error: RESET_LINK_INVALID_MESSAGE }).max(200, { error: RESET_LINK_INVALID_MESSAGE }),
  password: newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Demo mode only: the demo ceo's sign-in, so a demo can pass the second factor (404 outside demo mode). */
export const execDemoFactorSchema = z.object({
  email: z.string(),
  password: z.string(),
  secret: z.string(),
  code: z.string(),
});
export type ExecDemoFactor = z.infer<typeof execDemoFactorSchema>;

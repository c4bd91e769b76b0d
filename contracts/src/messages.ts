/** The spec's toast texts (section 8), word for word; screens take them from here. */
export const TOASTS = {
  loginFailed: { title: "Login Failed", description: "Unable to authenticate. Please try again." },
  loginSuccess: (name: string) => ({ title: `Welcome Back, ${name}`, description: "CEO Dashboard access granted" }),
  ceoGranted: {
    title: "CEO Access Granted",
    description: "You now have CEO privileges. You can access the CEO dashboard.",
  },
  ceoGrantFailed: { title: "Error", description: "Failed to grant CEO access. Please try again." },
  cateringUnauthorized: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  cateringFailed: { title: "Error", description: "Failed to submit catering request. Please try again." },
  cateringSubmitted: { title: "Catering request submitted!", description: "We'll get back to you soon with a quote." },
  premiumCateringFailed: { title: "Submission Failed", description: "Please check your information and try again." },
  premiumCateringSubmitted: {
    title: "Request Submitted Successfully",
    description: "Our catering team will contact you within 24 hours.",
  },
} as const;

/** The fallback first name when a user has none (home greeting, login toast). */
export const FALLBACK_FIRST_NAME = "Food Lover";

/** The owner's mail about an executive's decision on their restaurant application. */
export function decisionMail(decision: "approve" | "request_changes" | "reject", restaurantName: string, message: string, baseUrl: string) {
  const note = message ? `\n\nFrom the Tavola team:\n${message}\n` : "\n";
  switch (decision) {
    case "approve":
      return {
        subject: `${restaurantName} is live on Tavola`,
        text: `Good news: ${restaurantName} is approved and live on Tavola. Guests can find it, order and book a table now.${note}\nAdd your dishes on the Menu tab of your dashboard: ${baseUrl}/restaurant-dashboard\n`,
      };
    case "request_changes":
      return {
        subject: `${restaurantName}: a few changes before we approve`,
        text: `Thank you for applying to Tavola with ${restaurantName}. Before we can approve it, please change a few things.${note}\nYour answers are saved; update them and submit again: ${baseUrl}/restaurant-onboarding\n`,
      };
    case "reject":
      return {
        subject: `Your Tavola application for ${restaurantName}`,
        text: `Thank you for applying to Tavola with ${restaurantName}. We are not able to approve it.${note}`,
      };
  }
}

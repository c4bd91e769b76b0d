/**
 * Routes of the spec whose content later issues build: each shows its title and one line until then
 * (spec: "all placeholders with a title and one line"). Moving a route to a real screen = removing it here
 * and adding it to app/route-table.ts.
 */
export type PlaceholderRoute = { path: string; title: string; line: string };

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  { path: "/ab-testing-dashboard", title: "A/B Testing", line: "Experiments, variants and their results." },
  { path: "/help-center", title: "Help Center", line: "Answers to common questions and ways to reach us." },
  { path: "/help", title: "Help", line: "Answers to common questions and ways to reach us." },
  { path: "/subscription-tiers", title: "Enterprise Solutions", line: "Subscription tiers for restaurants and enterprises." },
  { path: "/social-share", title: "Social Share", line: "Share your favourite dishes and restaurants." },
  { path: "/mobile-demo", title: "Mobile Demo", line: "Tavola on your phone." },
  { path: "/contact", title: "Contact", line: "Get in touch with the Tavola team." },
  { path: "/about", title: "About", line: "The story behind Tavola." },
  { path: "/human-resources", title: "Human Resources", line: "People, roles and schedules." },
  { path: "/eq-cq-dashboard", title: "EQ/CQ Dashboard", line: "Emotional and cultural intelligence metrics." },
  { path: "/restaurant-gamification", title: "Restaurant Gamification", line: "Challenges and rewards for restaurant teams." },
  { path: "/campaign-manager", title: "Campaign Manager", line: "Plan and run marketing campaigns." },
  { path: "/campaign-admin", title: "Campaign Admin", line: "Administer campaigns and their budgets." },
  { path: "/sustainability-badges", title: "Sustainability Badges", line: "Restaurants' sustainability credentials." },
  { path: "/organization-chart", title: "Organization Chart", line: "Who works where." },
  { path: "/employee-performance", title: "Employee Performance", line: "Team performance over time." },
  { path: "/terms", title: "Terms of Service", line: "The terms that govern your use of Tavola." },
  { path: "/privacy", title: "Privacy Policy", line: "How Tavola collects and protects your data." },
  { path: "/cookie-policy", title: "Cookie Policy", line: "Which cookies Tavola uses and why." },
  { path: "/our-team", title: "Our Team", line: "The people building Tavola." },
  { path: "/restaurants", title: "For Restaurants", line: "Own your brand, your margins and your analytics." },
  { path: "/customers", title: "For Customers", line: "Curated dining and personalised service." },
  { path: "/careers", title: "Careers", line: "Join the team building Tavola." },
  { path: "/press", title: "Press", line: "News and media resources." },
  { path: "/accessibility", title: "Accessibility", line: "Our commitment to an accessible platform." },
];

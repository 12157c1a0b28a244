/**
 * workerd simulates the Workers Rate Limiting bindings with calendar-minute windows (miniflare's
 * ratelimit worker: `Math.floor(Date.now() / 60_000)`; a new minute clears every count). A test
 * that counts up to a limit and straddles a minute boundary starts a new count half-way and sees
 * its last request let through: start each count with at least `secondsNeeded` left in a minute.
 */
export async function startEarlyInALimiterMinute(secondsNeeded = 25) {
  const leftInMinute = 60_000 - (Date.now() % 60_000);
  if (leftInMinute < secondsNeeded * 1000) {
    await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
  }
}

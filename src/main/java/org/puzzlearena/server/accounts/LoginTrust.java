package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Who may log in to an account while its name is locked out. The lock by name stops guessing from
 * many addresses, but anyone can set it off for any name; the person themselves gets through when
 * they come from an address that logged the account in before, or bring the trusted-device cookie
 * ({@value #DEVICE_COOKIE}, a random secret whose hash is stored) that an earlier successful log-in
 * set. An attacker has neither without having logged in, which needs the password. Both are kept by
 * hash only, and both are forgotten when the password is reset.
 */
@ApplicationScoped
public class LoginTrust {

    public static final String DEVICE_COOKIE = "arena_device";

    @Inject
    LoginTrustRepository repository;

    @Inject
    Clock clock;

    @ConfigProperty(name = "arena.login.trusted-device-lifetime", defaultValue = "180d")
    Duration deviceLifetime;

    public Duration deviceLifetime() {
        return deviceLifetime;
    }

    /** Whether the address or the device cookie (either may be null) logged this account in before. */
    public boolean vouches(long accountId, String address, String deviceSecret) {
        if (address != null && repository.knownAddress(accountId, Secrets.hash(address))) {
            return true;
        }
        return deviceSecret != null
                && deviceSecret.length() <= 100
                && repository.trustedDevice(accountId, Secrets.hash(deviceSecret), clock.instant());
    }

    /**
     * Notes a successful log-in: the address becomes known, and the browser gets a device cookie
     * ({@code browser}) unless the one it sent is already trusted for the account. Answers the new
     * cookie's secret, or null when there is none to set.
     */
    public String remember(long accountId, String address, String deviceSecret, boolean browser) {
        Instant now = clock.instant();
        if (address != null) {
            repository.rememberAddress(accountId, Secrets.hash(address), now);
        }
        if (!browser
                || (deviceSecret != null
                        && deviceSecret.length() <= 100
                        && repository.trustedDevice(accountId, Secrets.hash(deviceSecret), now))) {
            return null;
        }
        String secret = Secrets.newSecret("d_");
        repository.addDevice(accountId, Secrets.hash(secret), now, now.plus(deviceLifetime));
        return secret;
    }

    /** After a password reset: whoever held the password may have logged in, so nothing they gained vouches any more. */
    public void forgetAll(long accountId) {
        repository.forgetAll(accountId);
    }
}

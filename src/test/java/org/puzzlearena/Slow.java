package org.puzzlearena;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test the quick lane ({@code ./mvnw verify -Pfast}) leaves out, the full build never: training
 * with PyTorch, servers and databases started as processes of their own, anything over about 20 s.
 * The tag is JUnit's; the fast profile in pom.xml excludes it ({@code BuildProfilesTest} holds both to it).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(Slow.TAG)
public @interface Slow {

    String TAG = "slow";
}

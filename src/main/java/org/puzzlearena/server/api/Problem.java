package org.puzzlearena.server.api;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An RFC 9457 problem document ({@code application/problem+json}): every error the API returns.
 * {@code field} names the request field at fault; {@code extensions} carry details such as the
 * verifier's {@code moveIndex}, {@code move} and {@code reason}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(
        String type,
        String title,
        int status,
        String detail,
        String field,
        @JsonIgnore Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public Problem {
        extensions = extensions == null ? Map.of() : Map.copyOf(new LinkedHashMap<>(extensions));
    }

    public static Problem of(int status, String title, String detail, String field) {
        return new Problem("about:blank", title, status, detail, field, null);
    }

    @JsonAnyGetter
    public Map<String, Object> extensionMembers() {
        return extensions;
    }
}

package org.puzzlearena.server.botruns;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Locale;

/** Why a run repeats an earlier one: the same configuration from scratch, or from its best. */
public enum RunOrigin {
    /** The same configuration again, from scratch. */
    RESTART,
    /** The same configuration again, starting from the best the earlier run kept. */
    RESUME;

    /** As stored and shown: "restart", "resume". */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The column keeps the ids ("restart", "resume"); null is a new run. */
    @Converter
    public static class Column implements AttributeConverter<RunOrigin, String> {
        @Override
        public String convertToDatabaseColumn(RunOrigin origin) {
            return origin == null ? null : origin.id();
        }

        @Override
        public RunOrigin convertToEntityAttribute(String id) {
            return id == null ? null : RunOrigin.valueOf(id.toUpperCase(Locale.ROOT));
        }
    }
}

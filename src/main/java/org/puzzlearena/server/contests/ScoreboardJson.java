package org.puzzlearena.server.contests;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.ResolvableSerializer;
import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Writes scoreboards for many watchers at once. Watchers of one contest are sent boards that share
 * most of their rows (the same row objects: see {@link ScoreboardService#scoreboards}), so a
 * {@link Session} writes each row object once and splices its text into every board that holds it:
 * 500 watchers of a 500-row board cost 500 rows written, not 250,000. The text is exactly what the
 * plain mapper writes ({@code ScoreboardJsonTest}).
 */
final class ScoreboardJson {

    private static final String CACHE = ScoreboardJson.class.getName() + ".rows";

    private final ObjectMapper plain;
    private final ObjectMapper caching;

    ScoreboardJson(ObjectMapper plain) {
        this.plain = plain;
        SimpleModule rows = new SimpleModule("scoreboard-rows");
        rows.setSerializerModifier(new BeanSerializerModifier() {
            @Override
            @SuppressWarnings("unchecked")
            public JsonSerializer<?> modifySerializer(
                    SerializationConfig config, BeanDescription description, JsonSerializer<?> serializer) {
                return description.getBeanClass() == ScoreboardView.Row.class
                        ? new CachedRow((JsonSerializer<Object>) serializer)
                        : serializer;
            }
        });
        this.caching = plain.copy().registerModule(rows);
    }

    /** A run of writes that share row texts: one refresh's. Not thread-safe. */
    Session session() {
        return new Session(new IdentityHashMap<>());
    }

    final class Session {
        private final Map<Object, String> texts;
        private final Map<ScoreboardView.Row, String> ranklessTexts = new IdentityHashMap<>();
        private final ObjectWriter writer;

        private Session(Map<Object, String> texts) {
            this.texts = texts;
            this.writer = caching.writer().withAttribute(CACHE, texts);
        }

        /** One row's text without the ranks a live client derives ({@link DerivedRanks}), written once per row object. */
        String rankless(ScoreboardView.Row row) {
            String text = ranklessTexts.get(row);
            if (text == null) {
                try {
                    text = plain.writeValueAsString(DerivedRanks.without(row));
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("cannot write a scoreboard row", e);
                }
                ranklessTexts.put(row, text);
            }
            return text;
        }

        /** One row's text, as it is spliced into every board of this session that holds it. */
        String row(ScoreboardView.Row row) {
            String text = texts.get(row);
            if (text == null) {
                try {
                    text = plain.writeValueAsString(row);
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("cannot write a scoreboard row", e);
                }
                texts.put(row, text);
            }
            return text;
        }

        String write(Object value) {
            try {
                return writer.writeValueAsString(value);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a scoreboard", e);
            }
        }
    }

    /** A row's serializer that looks the row up in the session's texts before writing it. */
    private final class CachedRow extends JsonSerializer<Object> implements ResolvableSerializer, ContextualSerializer {
        private final JsonSerializer<Object> delegate;

        CachedRow(JsonSerializer<Object> delegate) {
            this.delegate = delegate;
        }

        @Override
        public void resolve(SerializerProvider provider) throws JsonMappingException {
            if (delegate instanceof ResolvableSerializer r) {
                r.resolve(provider);
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property)
                throws JsonMappingException {
            if (delegate instanceof ContextualSerializer c) {
                JsonSerializer<?> contextual = c.createContextual(provider, property);
                if (contextual != delegate) {
                    return new CachedRow((JsonSerializer<Object>) contextual);
                }
            }
            return this;
        }

        @Override
        public void serialize(Object row, JsonGenerator gen, SerializerProvider provider) throws IOException {
            @SuppressWarnings("unchecked")
            Map<Object, String> texts = (Map<Object, String>) provider.getAttribute(CACHE);
            if (texts == null) {
                delegate.serialize(row, gen, provider);
                return;
            }
            String text = texts.get(row);
            if (text == null) {
                text = plain.writeValueAsString(row);
                texts.put(row, text);
            }
            gen.writeRawValue(text);
        }
    }
}

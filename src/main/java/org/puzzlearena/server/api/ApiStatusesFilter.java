package org.puzzlearena.server.api;

import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

/**
 * Writes {@link ApiStatuses} into the OpenAPI document: each operation's responses become exactly the
 * statuses it answers, the errors as {@code application/problem+json} with the Problem schema, the
 * success with the body the generator found for the method (moved to 201 or 204 where that is what the
 * endpoint answers). Registered with {@code mp.openapi.filter}.
 */
public class ApiStatusesFilter implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getPaths() == null) {
            return;
        }
        ensureProblemSchema(openAPI);
        for (Map.Entry<String, PathItem> path :
                openAPI.getPaths().getPathItems().entrySet()) {
            if (!path.getKey().startsWith("/api/")) {
                continue;
            }
            for (Map.Entry<PathItem.HttpMethod, Operation> op :
                    path.getValue().getOperations().entrySet()) {
                Map<Integer, String> statuses = ApiStatuses.of(op.getKey().name(), path.getKey());
                if (statuses != null) {
                    document(op.getValue(), statuses);
                }
            }
        }
    }

    private static void document(Operation op, Map<Integer, String> statuses) {
        APIResponses old = op.getResponses();
        Content success = null;
        if (old != null && old.getAPIResponses() != null) {
            for (Map.Entry<String, APIResponse> r : old.getAPIResponses().entrySet()) {
                if (r.getKey().startsWith("2") && r.getValue().getContent() != null) {
                    success = r.getValue().getContent();
                }
            }
        }
        APIResponses responses = OASFactory.createAPIResponses();
        for (Map.Entry<Integer, String> s : statuses.entrySet()) {
            APIResponse r = OASFactory.createAPIResponse().description(s.getValue());
            if (s.getKey() >= 400) {
                r.content(OASFactory.createContent()
                        .addMediaType(
                                Problem.MEDIA_TYPE,
                                OASFactory.createMediaType()
                                        .schema(OASFactory.createSchema().ref("Problem"))));
            } else if (s.getKey() != 204 && success != null) {
                r.content(success);
            }
            responses.addAPIResponse(Integer.toString(s.getKey()), r);
        }
        op.setResponses(responses);
    }

    /** The problem document's schema, which every error response refers to (RFC 9457 plus `field`). */
    private static void ensureProblemSchema(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        if (openAPI.getComponents().getSchemas() != null
                && openAPI.getComponents().getSchemas().containsKey("Problem")) {
            return;
        }
        openAPI.getComponents()
                .addSchema(
                        "Problem",
                        OASFactory.createSchema()
                                .type(List.of(Schema.SchemaType.OBJECT))
                                .description("application/problem+json (RFC 9457); extension members such as the"
                                        + " verifier's moveIndex, move and reason, or retryAfter, may follow")
                                .addProperty("type", string("a URI naming the kind of problem (about:blank)"))
                                .addProperty("title", string("a short summary of the kind of problem"))
                                .addProperty(
                                        "status",
                                        OASFactory.createSchema()
                                                .type(List.of(Schema.SchemaType.INTEGER))
                                                .description("the HTTP status"))
                                .addProperty("detail", string("what went wrong, in a sentence a person can act on"))
                                .addProperty("field", string("the request field at fault, when there is one"))
                                .additionalPropertiesBoolean(true));
    }

    private static Schema string(String description) {
        return OASFactory.createSchema().type(List.of(Schema.SchemaType.STRING)).description(description);
    }
}

package muster.rules;

import java.util.Locale;

/** A {@link Word} spelt by its enum constant: lower case, hyphens for underscores ({@code FIELD_GUN} is field-gun). */
public interface EnumWord extends Word {

    String name();

    @Override
    default String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

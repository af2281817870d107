package muster.view;

import java.util.Map;

/** A side's nation as a page names it: "us" prints "United States". */
public final class Nations {

    private static final Map<String, String> NAMES = Map.of(
            "us", "United States",
            "spain", "Spain",
            "cuba", "Cuba",
            "philippines", "Philippines",
            "federal", "Federal Army",
            "carrancista", "Constitutionalists",
            "villista", "Villistas",
            "zapatista", "Zapatistas");

    private Nations() {
    }

    public static String name(String nation) {
        String known = NAMES.get(nation);
        if (known != null) {
            return known;
        }
        String plain = Words.plain(nation);
        return plain.isEmpty() ? plain : Character.toUpperCase(plain.charAt(0)) + plain.substring(1);
    }
}

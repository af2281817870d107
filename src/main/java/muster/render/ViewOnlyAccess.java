package muster.render;

import freemarker.ext.beans.ClassMemberAccessPolicy;
import freemarker.ext.beans.MemberAccessPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * What a template may touch: the public methods that muster's view classes declare (record
 * components, mostly), and nothing else. No constructors, no fields, no {@code getClass()}, no
 * class outside {@code muster.view}: a template from a stranger cannot reach the JVM through a
 * view object.
 */
final class ViewOnlyAccess implements MemberAccessPolicy {

    static final String VIEW_PACKAGE = "muster.view";

    @Override
    public ClassMemberAccessPolicy forClass(Class<?> type) {
        boolean view = isView(type);
        return new ClassMemberAccessPolicy() {
            @Override
            public boolean isMethodExposed(Method method) {
                return view && isView(method.getDeclaringClass()) && !method.getName().equals("getClass");
            }

            @Override
            public boolean isConstructorExposed(Constructor<?> constructor) {
                return false;
            }

            @Override
            public boolean isFieldExposed(Field field) {
                return false;
            }
        };
    }

    @Override
    public boolean isToStringAlwaysExposed() {
        return true;
    }

    static boolean isView(Class<?> type) {
        String name = type.getName();
        return name.equals(VIEW_PACKAGE) || name.startsWith(VIEW_PACKAGE + ".");
    }
}

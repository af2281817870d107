package muster.render;

import freemarker.ext.util.WrapperTemplateModel;
import freemarker.template.AdapterTemplateModel;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.DefaultObjectWrapperConfiguration;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.SimpleCollection;
import freemarker.template.TemplateCollectionModel;
import freemarker.template.TemplateHashModelEx;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import freemarker.template.WrappingTemplateModel;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Freemarker's object wrapper, reading muster's view records directly: {@code card.name} calls the record's
 * {@code name()} without the bean introspection Freemarker does for every class (the JDK's {@code java.beans}
 * looks up a BeanInfo and a Customizer class for each one, a good part of a cold build's template time).
 * What a template sees is what {@link ViewOnlyAccess} lets the bean wrapper show: a view class's public
 * methods. A template that calls a method ({@code x.m(...)}) or reads anything but a zero-argument method gets
 * Freemarker's own bean model, as before.
 */
final class ViewWrapper extends DefaultObjectWrapper {

    /** Per view record class: its exposed zero-argument methods by name, or null when the class is not one to read directly. */
    private static final ClassValue<Map<String, Method>> READERS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            return readers(type);
        }
    };

    ViewWrapper(DefaultObjectWrapperConfiguration settings) {
        super(settings, true);
    }

    @Override
    protected TemplateModel handleUnknownType(Object obj) throws TemplateModelException {
        Map<String, Method> readers = obj instanceof Record ? READERS.get(obj.getClass()) : null;
        return readers == null ? super.handleUnknownType(obj) : new RecordModel(obj, readers, this);
    }

    /** The bean wrapper's model of {@code obj}, for what a record model does not answer itself. */
    private TemplateModel beanModel(Object obj) throws TemplateModelException {
        return super.handleUnknownType(obj);
    }

    private static Map<String, Method> readers(Class<?> type) {
        if (!ViewOnlyAccess.isView(type) || !reachable(type)) {
            return null;
        }
        var policy = new ViewOnlyAccess().forClass(type);
        Map<String, Method> readers = new TreeMap<>();
        for (Method m : type.getMethods()) {
            if (m.getParameterCount() == 0 && m.getReturnType() != void.class && !Modifier.isStatic(m.getModifiers())
                    && policy.isMethodExposed(m)) {
                readers.put(m.getName(), m);
            }
        }
        return Collections.unmodifiableMap(readers);
    }

    /** Whether the class and every class it is nested in are public, so its public methods can be called from here. */
    private static boolean reachable(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    /** A view record as a hash of its zero-argument methods' values; printed as itself, as the bean model prints it. */
    private static final class RecordModel extends WrappingTemplateModel implements TemplateHashModelEx,
            MethodCallAwareTemplateHashModel, TemplateScalarModel, AdapterTemplateModel, WrapperTemplateModel {
        private final Object record;
        private final Map<String, Method> readers;
        private final ViewWrapper wrapper;

        RecordModel(Object record, Map<String, Method> readers, ViewWrapper wrapper) {
            super(wrapper);
            this.record = record;
            this.readers = readers;
            this.wrapper = wrapper;
        }

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            Method reader = readers.get(key);
            if (reader == null) {
                return ((TemplateHashModelEx) wrapper.beanModel(record)).get(key);
            }
            try {
                return wrap(reader.invoke(record));
            } catch (InvocationTargetException e) {
                throw new TemplateModelException("reading " + key + " failed: " + e.getCause(), e.getCause());
            } catch (IllegalAccessException e) {
                throw new TemplateModelException("cannot read " + key, e);
            }
        }

        @Override
        public TemplateModel getBeforeMethodCall(String key) throws TemplateModelException, ShouldNotBeGetAsMethodException {
            TemplateModel bean = wrapper.beanModel(record);
            return bean instanceof MethodCallAwareTemplateHashModel aware ? aware.getBeforeMethodCall(key)
                    : ((TemplateHashModelEx) bean).get(key);
        }

        @Override
        public boolean isEmpty() {
            return false;
        }

        @Override
        public int size() {
            return readers.size();
        }

        @Override
        public TemplateCollectionModel keys() {
            return new SimpleCollection(readers.keySet(), wrapper);
        }

        @Override
        public TemplateCollectionModel values() throws TemplateModelException {
            List<Object> values = new ArrayList<>();
            for (String key : readers.keySet()) {
                values.add(get(key));
            }
            return new SimpleCollection(values, wrapper);
        }

        @Override
        public String getAsString() {
            return record.toString();
        }

        @Override
        public Object getAdaptedObject(Class<?> hint) {
            return record;
        }

        @Override
        public Object getWrappedObject() {
            return record;
        }
    }
}

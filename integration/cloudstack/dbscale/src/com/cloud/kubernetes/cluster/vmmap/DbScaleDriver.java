// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.
package com.cloud.kubernetes.cluster.vmmap;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import javax.sql.DataSource;

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.framework.config.dao.ConfigurationDaoImpl;
import org.apache.cloudstack.managed.context.ManagedContextListener;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.apache.cloudstack.managed.context.impl.DefaultManagedContext;
import org.springframework.beans.TypeConverter;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.DependencyDescriptor;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.beans.factory.xml.XmlBeanDefinitionReader;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.support.GenericApplicationContext;

import com.cloud.dc.Vlan;
import com.cloud.dc.VlanVO;
import com.cloud.dc.dao.VlanDao;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDaoImpl;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDaoImpl;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDaoImpl;
import com.cloud.kubernetes.version.dao.KubernetesSupportedVersionDao;
import com.cloud.kubernetes.version.dao.KubernetesSupportedVersionDaoImpl;
import com.cloud.network.Network;
import com.cloud.network.NetworkModel;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.IPAddressVO;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.utils.component.ComponentContext;
import com.cloud.utils.db.JoinBuilder;
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.TransactionContextListener;
import com.cloud.utils.db.TransactionLegacy;
import com.cloud.vm.dao.UserVmDao;

/**
 * The database scale harness's driver (issue 15): one sweep of the VM map check's real worker, over the binding's real
 * classes (the plugin jar on the class path: today's main, or this change) and CloudStack's real DAOs, on a MariaDB
 * seeded as a big cloud, measured from MariaDB itself. Prints one line "DBSCALE {json}".
 *
 * <pre>DbScaleDriver --port P [--ceiling C] [--deadline-ms D] [--label L] [--sweeps N] [--kept] [--slow-log DIR] [--with-scanner OUT]</pre>
 *
 * With --with-scanner OUT (DbScaleScanner's output file), each sweep starts as CKS's scanner beside it starts a pass.
 *
 * With --slow-log DIR, MariaDB's slow query log (every statement: the server runs with long_query_time 0) is on for
 * each sweep alone, into DIR/label.slow: each statement with its rows examined and sent (report.py sums them by
 * statement).
 *
 * With --sweeps N, N sweeps one after the other, each measured on its own (label-1, label-2, ...). With --kept (this
 * change only), the harness answers every listing at once instead of SSH, so that the check keeps each endpoint it
 * resolved (a refused SSH connection makes it resolve that endpoint again): the second sweep is a warm one.
 *
 * What runs for real: TransactionLegacy's pool (HikariCP, as CloudStack configures it, minimum idle 0 so that MariaDB's
 * connection count is the pool's use), CloudStack's DAOs from its own Spring context file, the managed context with
 * CloudStack's TransactionContextListener (a task's connection is held from its first DAO use to the end of the task,
 * as in the management server), the binding's sources, endpoint resolution, bounded SSH listing, lock and detail writes,
 * and the native engine. What stands in: events and alerts are counted, not stored (the same for both sides, at most one
 * row per new mismatch); for today's main, whose listing resolves each endpoint through KubernetesClusterActionWorker,
 * the managers that worker is injected with are stubs that throw, except NetworkModel.listPublicIpsAssignedToGuestNtwk
 * and RoutedIpv4Manager.isRoutedNetwork, which run NetworkModelImpl's and RoutedIpv4ManagerImpl's own queries over the
 * real DAOs.
 */
public final class DbScaleDriver {
    private DbScaleDriver() {
    }

    static final class Options {
        int port = 3306;
        int ceiling = KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SSH_PARALLELISM;
        long deadlineMs = KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SWEEP_DEADLINE_MS;
        String label = "sweep";
        int sweeps = 1;
        boolean kept;
        String slowLog;
        /** DbScaleScanner's output: each sweep starts as the scanner starts a pass (issue 43). */
        String scannerOut;
    }

    /** The "SCANNER start" lines DbScaleScanner has printed so far. */
    private static long scannerStarts(String out) throws java.io.IOException {
        try (java.util.stream.Stream<String> lines = java.nio.file.Files.lines(java.nio.file.Paths.get(out))) {
            return lines.filter(l -> l.startsWith("SCANNER start ")).count();
        }
    }

    /** Waits (at most 10 minutes) until CKS's scanner beside starts its next pass, so that the sweep works beside it. */
    private static void awaitScannerPass(String out) throws Exception {
        long seen = scannerStarts(out);
        long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (scannerStarts(out) == seen) {
            if (System.nanoTime() - until > 0) {
                throw new IllegalStateException("CKS's scanner beside started no pass in 10 minutes (" + out + ")");
            }
            Thread.sleep(20);
        }
    }

    public static void main(String[] args) throws Exception {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--port": o.port = Integer.parseInt(args[++i]); break;
                case "--ceiling": o.ceiling = Integer.parseInt(args[++i]); break;
                case "--deadline-ms": o.deadlineMs = Long.parseLong(args[++i]); break;
                case "--label": o.label = args[++i]; break;
                case "--sweeps": o.sweeps = Integer.parseInt(args[++i]); break;
                case "--kept": o.kept = true; break;
                case "--slow-log": o.slowLog = args[++i]; break;
                case "--with-scanner": o.scannerOut = args[++i]; break;
                default: throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        GenericApplicationContext ctx = start(o.port, "cloud");

        KubernetesClusterManagerImpl manager = new KubernetesClusterManagerImpl();
        manager.kubernetesClusterDao = ctx.getBean(KubernetesClusterDao.class);
        manager.kubernetesClusterVmMapDao = ctx.getBean(KubernetesClusterVmMapDao.class);
        manager.kubernetesClusterDetailsDao = ctx.getBean(KubernetesClusterDetailsDao.class);
        manager.kubernetesSupportedVersionDao = ctx.getBean(KubernetesSupportedVersionDao.class);
        Field routed = KubernetesClusterManagerImpl.class.getDeclaredField("routedIpv4Manager");
        routed.setAccessible(true);
        routed.set(manager, stub(ctx, routed.getType()));
        UserVmDao userVmDao = ctx.getBean(UserVmDao.class);
        ConfigurationDao configurationDao = ctx.getBean(ConfigurationDao.class);

        boolean before = isToday();
        if (o.kept && before) {
            throw new IllegalArgumentException("--kept measures this change's kept endpoints");
        }
        // Counts the listings in flight (either version's listNodes), to say how many waited at once; events and alerts
        // are counted, not stored; the settings are the harness's.
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger maxInFlight = new AtomicInteger();
        AtomicInteger events = new AtomicInteger();
        AtomicInteger alerts = new AtomicInteger();
        InvocationHandler harness = (real, method, callArgs) -> {
            switch (method.getName()) {
                case "isEnabled": return true;
                case "sshParallelism": return o.ceiling;
                case "sweepDeadlineMs": return o.deadlineMs;
                case "nowMillis": return System.currentTimeMillis();
                case "record": case "recordEvent": events.incrementAndGet(); return null;
                // No budget: every alert is counted, to compare with today's (SPEC 3.5's budget has its own tests).
                case "alertBudget": return 0;
                case "applyInTransaction": {
                    // The details go to the database as in production (since issue 39 under the row lock, with the
                    // rows read: SPEC 3.6); the events, the last argument, are counted, not stored.
                    Object[] applied = callArgs.clone();
                    events.addAndGet(((List<?>) applied[applied.length - 1]).size());
                    applied[applied.length - 1] = Collections.emptyList();
                    return method.invoke(real, applied);
                }
                case "send": case "sendAlert": alerts.incrementAndGet(); return null;
                default: break;
            }
            boolean listing = method.getName().equals("listNodes");
            if (listing && o.kept) {
                return VmMapCheckRequest.Kubectl.failed("dbscale: the harness answers the listing, so the endpoint is kept");
            }
            if (listing) {
                maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            }
            try {
                return method.invoke(real, callArgs);
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            } finally {
                if (listing) {
                    inFlight.decrementAndGet();
                }
            }
        };
        AtomicReference<Thread> sweeping = new AtomicReference<>();
        ExecutorService sweepThread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "Kubernetes-Cluster-VmMap-Checker");
            sweeping.set(t);
            return t;
        });
        AtomicInteger poolThreads = new AtomicInteger();
        IntFunction<ExecutorService> pools = size -> Executors.newFixedThreadPool(size, r -> {
            Thread t = new Thread(r, "Kubernetes-Cluster-VmMap-Ssh-" + poolThreads.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        boolean seam = hasSeam();
        KubernetesClusterVmMapCheckWorker worker = seam ? DbScaleThisChange.worker(ctx, manager, harness, sweepThread, pools)
                : interfacesWorker(ctx, manager, userVmDao, configurationDao, harness, sweepThread, pools, before);

        try (Connection monitor = DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + o.port + "/mysql", "root", "")) {
          for (int sweep = 1; sweep <= o.sweeps; sweep++) {
            if (o.scannerOut != null) {
                awaitScannerPass(o.scannerOut);
            }
            Map<String, Long> status0 = status(monitor);
            exec(monitor, "TRUNCATE TABLE performance_schema.events_statements_summary_by_digest");
            exec(monitor, "TRUNCATE TABLE performance_schema.events_statements_summary_by_user_by_event_name");
            String label = o.sweeps > 1 ? o.label + "-" + sweep : o.label;
            String slowLog = o.slowLog == null ? null : o.slowLog + "/" + label + ".slow";
            if (slowLog != null) {
                exec(monitor, "SET GLOBAL slow_query_log_file = '" + slowLog + "'");
                exec(monitor, "SET GLOBAL slow_query_log = ON");
            }
            exec(monitor, "FLUSH STATUS");
            status0 = status(monitor);
            Map<String, Map<String, Long>> users0 = userStatistics(monitor);
            int connectedBefore = (int) (long) status0.get("THREADS_CONNECTED");
            AtomicInteger maxActive = new AtomicInteger();
            AtomicInteger maxActiveWhileWaiting = new AtomicInteger();
            AtomicBoolean sampling = new AtomicBoolean(true);
            Object pool = hikariPool();
            Thread sampler = new Thread(() -> {
                while (sampling.get()) {
                    maxActive.accumulateAndGet(activeConnections(pool), Math::max);
                    // SPEC 5: while the sweep thread waits (parked on the ready owners) with listings out, only the lock's connection.
                    Thread sweeper = sweeping.get();
                    if (sweeper != null && inFlight.get() > 0 && isParked(sweeper)) {
                        int active = activeConnections(pool);
                        if (isParked(sweeper)) {
                            maxActiveWhileWaiting.accumulateAndGet(active, Math::max);
                        }
                    }
                    try {
                        Thread.sleep(2);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "dbscale-pool-sampler");
            sampler.setDaemon(true);
            sampler.start();
            AtomicReference<KubernetesClusterVmMapCheckWorker.SweepSummary> summary = new AtomicReference<>();
            long startEpochMs = System.currentTimeMillis();
            long t0 = System.nanoTime();
            sweepThread.submit(KubernetesClusterVmMapCheck.inManagedContext(() -> summary.set(worker.runCheck()))).get();
            long wallMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            if (slowLog != null) {
                exec(monitor, "SET GLOBAL slow_query_log = OFF");
            }
            sampling.set(false);
            sampler.join();
            Map<String, Long> status1 = status(monitor);
            Map<String, Map<String, Long>> users1 = userStatistics(monitor);
            Map<String, Object> out = new LinkedHashMap<>();
            KubernetesClusterVmMapCheckWorker.SweepSummary s = summary.get();
            if (s == null) {
                throw new IllegalStateException("the sweep did not run (the lock was not taken)");
            }
            out.put("label", label);
            out.put("slow_log", slowLog);
            out.put("variant", before ? "today" : seam ? "this change" : "issue 15's shape (ten interfaces)");
            out.put("clusters", s.checked + s.skipped + s.notApplied + s.failed);
            out.put("checked", s.checked);
            out.put("failed", s.failed);
            out.put("not_stored", s.applyFailures);
            out.put("node_views_unavailable", s.nodeViewsUnavailable);
            out.put("past_deadline", s.pastDeadline);
            out.put("new_mismatches", s.newMismatches);
            out.put("events_counted", events.get());
            out.put("alerts_counted", alerts.get());
            out.put("pool_size", s.poolSize);
            out.put("ceiling", o.ceiling);
            out.put("sweep_ms", s.durationMs);
            out.put("wall_ms", wallMs);
            out.put("start_epoch_ms", startEpochMs);
            out.put("end_epoch_ms", startEpochMs + wallMs);
            out.put("worker_database_ms", summaryDatabaseMs(s));
            for (String counter : Arrays.asList("COM_SELECT", "COM_INSERT", "COM_UPDATE", "COM_DELETE", "QUESTIONS", "BYTES_SENT", "BYTES_RECEIVED",
                    "HANDLER_READ_RND_NEXT", "HANDLER_READ_KEY", "HANDLER_READ_NEXT", "SELECT_SCAN", "SELECT_FULL_JOIN", "ROWS_READ")) {
                if (status1.containsKey(counter)) {
                    out.put(counter.toLowerCase(), status1.get(counter) - status0.getOrDefault(counter, 0L));
                }
            }
            out.put("max_connections_mariadb", status1.get("MAX_USED_CONNECTIONS") - 1);
            out.put("connections_before", connectedBefore - 1);
            out.put("max_pool_active", maxActive.get());
            out.put("max_pool_active_while_waiting", maxActiveWhileWaiting.get());
            out.put("max_listings_in_flight", maxInFlight.get());
            digests(monitor, out);
            out.put("by_user", userDeltas(users0, users1));
            // After the counters are read: this measurement's own statements are not the sweep's.
            if (seam && sweep == 1) {
                out.put("connections_read_then_released", readThenRelease(sweepThread, DbScaleThisChange.check(), configurationDao, pool));
            }
            out.put("log_line", s.toLogLine());
            System.out.println("DBSCALE " + json(out));
          }
        } finally {
            worker.stop();
            if (seam) {
                DbScaleThisChange.stop();
            }
        }
    }

    /** This change's summary has the sweep's database time; today's has none (-1). */
    private static long summaryDatabaseMs(KubernetesClusterVmMapCheckWorker.SweepSummary s) {
        try {
            Field f = s.getClass().getField("databaseNanos");
            return TimeUnit.NANOSECONDS.toMillis(f.getLong(s));
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }

    private static final String VMMAP = "com.cloud.kubernetes.cluster.vmmap.";
    private static final String TODAYS_LISTER = VMMAP + "KubernetesClusterVmMapCheckNodeLister";

    /** Today's main: its NodeLister takes the manager (and resolves each endpoint in the listing task). */
    static boolean isToday() {
        try {
            Class.forName(TODAYS_LISTER).getConstructor(KubernetesClusterManagerImpl.class);
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** Issue 26's shape and later: the one seam (KubernetesClusterVmMapCheckCloud, since issue 39 the worker's Cloud), implemented by the check bean. */
    static boolean hasSeam() {
        try {
            try {
                Class.forName(VMMAP + "KubernetesClusterVmMapCheckWorker$Cloud");
            } catch (ClassNotFoundException e) {
                Class.forName(VMMAP + "KubernetesClusterVmMapCheckCloud");
            }
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * A worker of ten interfaces, built by reflection (this driver is compiled against this change's jar): CKS's
     * sources, its node lister and lock, and the harness's events, alerts, settings and clock. Today's main (before
     * issue 15) has a node lister over the manager (each endpoint resolved in the listing task); issue 15's shape, up to
     * issue 26's seam, one over the batched endpoints (KubernetesClusterVmMapCheckEndpoints, its DAOs by type).
     */
    private static KubernetesClusterVmMapCheckWorker interfacesWorker(GenericApplicationContext ctx, KubernetesClusterManagerImpl manager,
            UserVmDao userVmDao, ConfigurationDao configurationDao, InvocationHandler harness, ExecutorService sweepThread,
            IntFunction<ExecutorService> pools, boolean today) throws ReflectiveOperationException {
        Object sources = Class.forName(VMMAP + "KubernetesClusterVmMapCheckSources").getConstructor(KubernetesClusterDao.class,
                KubernetesClusterVmMapDao.class, KubernetesClusterDetailsDao.class, UserVmDao.class).newInstance(manager.kubernetesClusterDao,
                manager.kubernetesClusterVmMapDao, manager.kubernetesClusterDetailsDao, userVmDao);
        Object lister;
        if (today) {
            lister = Class.forName(TODAYS_LISTER).getConstructor(KubernetesClusterManagerImpl.class).newInstance(manager);
        } else {
            Class<?> endpointsClass = Class.forName(VMMAP + "KubernetesClusterVmMapCheckEndpoints");
            Constructor<?> ec = endpointsClass.getConstructors()[0];
            Object[] daos = new Object[ec.getParameterCount()];
            for (int i = 0; i < daos.length; i++) {
                Class<?> t = ec.getParameterTypes()[i];
                daos[i] = t == KubernetesClusterDao.class ? manager.kubernetesClusterDao : t == KubernetesClusterDetailsDao.class
                        ? manager.kubernetesClusterDetailsDao : t == KubernetesClusterVmMapDao.class ? manager.kubernetesClusterVmMapDao : ctx.getBean(t);
            }
            lister = Class.forName(TODAYS_LISTER).getConstructor(endpointsClass).newInstance(ec.newInstance(daos));
        }
        Object lock = Class.forName(VMMAP + "KubernetesClusterVmMapCheckLock").getConstructor(ConfigurationDao.class).newInstance(configurationDao);
        for (Constructor<?> c : KubernetesClusterVmMapCheckWorker.class.getConstructors()) {
            if (c.getParameterCount() == 14) {
                Class<?>[] types = c.getParameterTypes();
                return (KubernetesClusterVmMapCheckWorker) c.newInstance(sources, sources, sources, sources, proxy(types[4], lister, harness), lock,
                        proxy(types[6], null, harness), proxy(types[7], null, harness), proxy(types[8], null, harness), proxy(types[9], null, harness),
                        (Supplier<VmMapCheckEngine>) VmMapCheckEngine::new, sweepThread, pools,
                        (UnaryOperator<Runnable>) KubernetesClusterVmMapCheck::inManagedContext);
            }
        }
        throw new NoSuchMethodException("the worker constructor of 14 arguments (ten interfaces)");
    }

    /** {@code type} over {@code real} (or nothing), through the harness's handler. */
    static Object proxy(Class<?> type, Object real, InvocationHandler harness) {
        return Proxy.newProxyInstance(DbScaleDriver.class.getClassLoader(), new Class<?>[] {type},
                (proxy, method, callArgs) -> harness.invoke(real, method, callArgs));
    }

    /**
     * A harness process's CloudStack: TransactionLegacy's pool logged in as USER, the managed context with CloudStack's
     * TransactionContextListener, and the DAO context ({@link #context()}).
     */
    static GenericApplicationContext start(int port, String user) {
        TransactionLegacy.initDataSource(dbProperties(port, user));
        DefaultManagedContext managedContext = new DefaultManagedContext();
        List<ManagedContextListener<?>> listeners = new ArrayList<>();
        listeners.add(new TransactionContextListener());
        managedContext.setListeners(listeners);
        ManagedContextRunnable.initializeGlobalContext(managedContext);
        return context();
    }

    /**
     * CloudStack's db.properties for the harness's MariaDB: HikariCP with CloudStack's settings, minimum idle 0; logged in
     * as USER (password the same): "cloud" for the check, another for CKS's scanner beside it (DbScaleScanner).
     */
    static Properties dbProperties(int port, String user) {
        Properties p = new Properties();
        for (String db : new String[] {"cloud", "usage", "simulator"}) {
            String prefix = "db." + db + ".";
            p.setProperty(prefix + "username", user);
            p.setProperty(prefix + "password", user);
            p.setProperty(prefix + "host", "127.0.0.1");
            p.setProperty(prefix + "driver", "jdbc:mysql");
            p.setProperty(prefix + "port", String.valueOf(port));
            p.setProperty(prefix + "name", db.equals("cloud") ? "cloud" : db.equals("usage") ? "cloud_usage" : "simulator");
            p.setProperty(prefix + "maxActive", "250");
            p.setProperty(prefix + "maxIdle", "30");
            p.setProperty(prefix + "maxWait", "10000");
            p.setProperty(prefix + "autoReconnect", "true");
            p.setProperty(prefix + "connectionPoolLib", "hikaricp");
            p.setProperty(prefix + "minIdleConnections", "0");
            p.setProperty(prefix + "url.params", "serverTimezone=UTC");
        }
        p.setProperty("db.cloud.validationQuery", "SELECT 1");
        p.setProperty("db.cloud.testOnBorrow", "true");
        p.setProperty("db.cloud.testWhileIdle", "true");
        p.setProperty("db.cloud.timeBetweenEvictionRunsMillis", "40000");
        p.setProperty("db.cloud.minEvictableIdleTimeMillis", "240000");
        p.setProperty("db.cloud.poolPreparedStatements", "false");
        p.setProperty("db.cloud.url.params", "prepStmtCacheSize=517&cachePrepStmts=true&prepStmtCacheSqlLimit=4096&sessionVariables=sql_mode="
                + "'STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'&serverTimezone=UTC");
        return p;
    }

    /**
     * CloudStack's DAOs from its own Spring context file (every bean lazy: only what the check uses is made), the
     * plugin's DAOs, ConfigurationDao, ComponentContext, and stubs for the managers KubernetesClusterActionWorker is
     * injected with.
     */
    static GenericApplicationContext context() {
        AtomicReference<GenericApplicationContext> self = new AtomicReference<>();
        // A dependency no bean answers (a manager a DAO or the action worker is injected with) gets a stub.
        DefaultListableBeanFactory stubbing = new DefaultListableBeanFactory() {
            private final Map<Class<?>, Object> stubs = new HashMap<>();

            @Override
            public Object doResolveDependency(DependencyDescriptor descriptor, String beanName, Set<String> autowiredBeanNames,
                    TypeConverter typeConverter) {
                try {
                    return super.doResolveDependency(descriptor, beanName, autowiredBeanNames, typeConverter);
                } catch (NoSuchBeanDefinitionException e) {
                    Class<?> type = descriptor.getDependencyType();
                    if (!type.isInterface()) {
                        throw e;
                    }
                    synchronized (stubs) {
                        return stubs.computeIfAbsent(type, t -> stub(self.get(), t));
                    }
                }
            }
        };
        GenericApplicationContext ctx = new GenericApplicationContext(stubbing);
        self.set(ctx);
        new XmlBeanDefinitionReader(ctx).loadBeanDefinitions("classpath:META-INF/cloudstack/core/spring-engine-schema-core-daos-context.xml");
        DefaultListableBeanFactory factory = ctx.getDefaultListableBeanFactory();
        for (String name : factory.getBeanDefinitionNames()) {
            BeanDefinition bd = factory.getBeanDefinition(name);
            try {
                Class.forName(bd.getBeanClassName(), false, DbScaleDriver.class.getClassLoader());
                bd.setLazyInit(true);
            } catch (ClassNotFoundException | LinkageError e) {
                // A DAO of a module the plugin does not depend on (the quota DAOs of the shared file): not used here.
                factory.removeBeanDefinition(name);
            }
        }
        ctx.registerBean("configurationDaoImpl", ConfigurationDaoImpl.class, bd -> bd.setLazyInit(true));
        ctx.registerBean("kubernetesClusterDaoImpl", KubernetesClusterDaoImpl.class, bd -> bd.setLazyInit(true));
        ctx.registerBean("kubernetesClusterVmMapDaoImpl", KubernetesClusterVmMapDaoImpl.class, bd -> bd.setLazyInit(true));
        ctx.registerBean("kubernetesClusterDetailsDaoImpl", KubernetesClusterDetailsDaoImpl.class, bd -> bd.setLazyInit(true));
        ctx.registerBean("kubernetesSupportedVersionDaoImpl", KubernetesSupportedVersionDaoImpl.class, bd -> bd.setLazyInit(true));
        ctx.registerBean("componentContext", ComponentContext.class);
        AnnotationConfigUtils.registerAnnotationConfigProcessors(ctx);
        ctx.refresh();
        // ComponentContext.inject reads its delegate map, which only addDelegateContext creates.
        ComponentContext.addDelegateContext(DbScaleDriver.class, ctx);
        return ctx;
    }

    /** A manager stub: NetworkModel's and RoutedIpv4Manager's two queries for real, anything else throws. */
    static Object stub(GenericApplicationContext ctx, Class<?> type) {
        return Proxy.newProxyInstance(DbScaleDriver.class.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                return method.getName().equals("toString") ? "stub " + type.getSimpleName() : method.getName().equals("hashCode")
                        ? System.identityHashCode(proxy) : proxy == args[0];
            }
            if (type == NetworkModel.class && method.getName().equals("listPublicIpsAssignedToGuestNtwk") && args.length == 2) {
                return sourceNatIps(ctx, (Long) args[0], (Boolean) args[1]);
            }
            if (method.getName().equals("isRoutedNetwork")) {
                Network network = (Network) args[0];
                return "ROUTED".equals(String.valueOf(ctx.getBean(NetworkOfferingDao.class).findById(network.getNetworkOfferingId()).getNetworkMode()));
            }
            throw new UnsupportedOperationException("dbscale harness: " + type.getSimpleName() + "." + method.getName() + " is not available");
        });
    }

    private static final Map<String, SearchBuilder<IPAddressVO>> SEARCHES = new HashMap<>();

    /** NetworkModelImpl.listPublicIpsAssignedToGuestNtwk(networkId, sourceNat): its IpAddressSearch, over the real DAOs. */
    static synchronized List<IPAddressVO> sourceNatIps(GenericApplicationContext ctx, long networkId, Boolean sourceNat) {
        SearchBuilder<IPAddressVO> search = SEARCHES.computeIfAbsent("ip", k -> {
            IPAddressDao ipAddressDao = ctx.getBean(IPAddressDao.class);
            SearchBuilder<IPAddressVO> sb = ipAddressDao.createSearchBuilder();
            sb.and("accountId", sb.entity().getAllocatedToAccountId(), SearchCriteria.Op.EQ);
            sb.and("dataCenterId", sb.entity().getDataCenterId(), SearchCriteria.Op.EQ);
            sb.and("vpcId", sb.entity().getVpcId(), SearchCriteria.Op.EQ);
            sb.and("associatedWithNetworkId", sb.entity().getAssociatedWithNetworkId(), SearchCriteria.Op.EQ);
            SearchBuilder<VlanVO> vlan = ctx.getBean(VlanDao.class).createSearchBuilder();
            vlan.and("vlanType", vlan.entity().getVlanType(), SearchCriteria.Op.EQ);
            sb.join("virtualNetworkVlanSB", vlan, sb.entity().getVlanId(), vlan.entity().getId(), JoinBuilder.JoinType.INNER);
            sb.done();
            return sb;
        });
        SearchCriteria<IPAddressVO> sc = search.create();
        sc.setParameters("associatedWithNetworkId", networkId);
        if (sourceNat != null) {
            sc.addAnd("sourceNat", SearchCriteria.Op.EQ, sourceNat);
        }
        sc.setJoinParameters("virtualNetworkVlanSB", "vlanType", Vlan.VlanType.VirtualNetwork);
        return ctx.getBean(IPAddressDao.class).search(sc, null);
    }

    private static Object hikariPool() throws ReflectiveOperationException {
        Field f = TransactionLegacy.class.getDeclaredField("s_ds");
        f.setAccessible(true);
        DataSource ds = (DataSource) f.get(null);
        Method m = ds.getClass().getMethod("getHikariPoolMXBean");
        return m.invoke(ds);
    }

    /**
     * SPEC 5 in the real pool: the pool's borrowed connections in a managed context on the sweep thread before a read,
     * after it (TransactionLegacy keeps the connection), and after the seam's {@code releaseDatabaseConnection} (a build
     * without that method leaves it held).
     */
    private static List<Integer> readThenRelease(ExecutorService sweepThread, KubernetesClusterVmMapCheck check, ConfigurationDao configurationDao,
            Object pool) throws Exception {
        List<Integer> active = new ArrayList<>();
        sweepThread.submit(KubernetesClusterVmMapCheck.inManagedContext(() -> {
            active.add(activeConnections(pool));
            configurationDao.getValue("developer");
            active.add(activeConnections(pool));
            try {
                check.getClass().getMethod("releaseDatabaseConnection").invoke(check);
            } catch (ReflectiveOperationException e) {
                System.err.println("dbscale: no releaseDatabaseConnection in this build: " + e);
            }
            active.add(activeConnections(pool));
        })).get();
        return active;
    }

    /** Waiting on a queue or a future: the sweep thread does nothing else parked (its database reads are RUNNABLE). */
    private static boolean isParked(Thread t) {
        Thread.State state = t.getState();
        return state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING;
    }

    private static int activeConnections(Object pool) {
        try {
            return (Integer) pool.getClass().getMethod("getActiveConnections").invoke(pool);
        } catch (ReflectiveOperationException | NullPointerException e) {
            return -1;
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private static Map<String, Long> status(Connection c) throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW GLOBAL STATUS")) {
            while (rs.next()) {
                try {
                    out.put(rs.getString(1).toUpperCase(), Long.parseLong(rs.getString(2)));
                } catch (NumberFormatException e) {
                    // not a counter
                }
            }
        }
        return out;
    }

    /** The USER_STATISTICS counters the harness reads for each database user (MariaDB's userstat, on in dbscale.sh). */
    private static final List<String> USER_COUNTERS = Arrays.asList("ROWS_READ", "ROWS_SENT", "BYTES_SENT", "SELECT_COMMANDS", "UPDATE_COMMANDS",
            "OTHER_COMMANDS", "BUSY_TIME", "CPU_TIME");

    /**
     * MariaDB's own per-user counters (INFORMATION_SCHEMA.USER_STATISTICS, userstat on): rows read by the storage engine
     * (index and full-scan reads alike), rows and bytes sent, commands, and the time its connections were busy; so that
     * the check's database user ("cloud") is told apart from CKS's scanner beside it. Empty when userstat is off.
     */
    private static Map<String, Map<String, Long>> userStatistics(Connection c) throws SQLException {
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM INFORMATION_SCHEMA.USER_STATISTICS")) {
            while (rs.next()) {
                Map<String, Long> counters = new LinkedHashMap<>();
                for (String counter : USER_COUNTERS) {
                    // BUSY_TIME and CPU_TIME are seconds (a double): kept as ms.
                    counters.put(counter, counter.endsWith("_TIME") ? Math.round(rs.getDouble(counter) * 1000) : rs.getLong(counter));
                }
                out.put(rs.getString("USER"), counters);
            }
        } catch (SQLException e) {
            System.err.println("dbscale: no USER_STATISTICS (userstat off?): " + e.getMessage());
        }
        return out;
    }

    private static Map<String, Object> userDeltas(Map<String, Map<String, Long>> before, Map<String, Map<String, Long>> after) {
        Map<String, Object> out = new LinkedHashMap<>();
        after.forEach((user, counters) -> {
            if (user.equals("root")) {
                return; // the harness's own monitor
            }
            Map<String, Long> was = before.getOrDefault(user, Collections.emptyMap());
            Map<String, Object> delta = new LinkedHashMap<>();
            counters.forEach((k, v) -> delta.put(k.toLowerCase(), v - was.getOrDefault(k, 0L)));
            out.put(user, delta);
        });
        return out;
    }

    /**
     * The statements of the check's database user ("cloud"; the monitor is root), by event name, from
     * performance_schema: calls, rows examined and sent, statements that used no index, server time. (The digest table
     * misses the JDBC driver's prepared statements; this one counts every statement.)
     */
    private static void digests(Connection c, Map<String, Object> out) throws SQLException {
        List<Map<String, Object>> rows = new ArrayList<>();
        long statements = 0;
        long examined = 0;
        long sent = 0;
        long timerPs = 0;
        long noIndex = 0;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT EVENT_NAME, COUNT_STAR, SUM_ROWS_EXAMINED, SUM_ROWS_SENT, "
                + "SUM_NO_INDEX_USED, SUM_TIMER_WAIT FROM performance_schema.events_statements_summary_by_user_by_event_name WHERE USER = 'cloud' "
                + "AND COUNT_STAR > 0 ORDER BY COUNT_STAR DESC")) {
            while (rs.next()) {
                statements += rs.getLong(2);
                examined += rs.getLong(3);
                sent += rs.getLong(4);
                noIndex += rs.getLong(5);
                timerPs += rs.getLong(6);
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("event", rs.getString(1));
                d.put("calls", rs.getLong(2));
                d.put("rows_examined", rs.getLong(3));
                d.put("rows_sent", rs.getLong(4));
                d.put("no_index_used", rs.getLong(5));
                d.put("ms", rs.getLong(6) / 1_000_000_000L);
                rows.add(d);
            }
        }
        out.put("statements", statements);
        out.put("rows_examined", examined);
        out.put("rows_sent", sent);
        out.put("statements_without_index", noIndex);
        out.put("server_statement_ms", timerPs / 1_000_000_000L);
        out.put("by_event", rows);
    }

    static String json(Object o) {
        if (o == null) {
            return "null";
        }
        if (o instanceof Number || o instanceof Boolean) {
            return o.toString();
        }
        if (o instanceof Map) {
            StringBuilder b = new StringBuilder("{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                if (b.length() > 1) {
                    b.append(", ");
                }
                b.append(json(String.valueOf(e.getKey()))).append(": ").append(json(e.getValue()));
            }
            return b.append('}').toString();
        }
        if (o instanceof List) {
            StringBuilder b = new StringBuilder("[");
            for (Object e : (List<?>) o) {
                if (b.length() > 1) {
                    b.append(", ");
                }
                b.append(json(e));
            }
            return b.append(']').toString();
        }
        StringBuilder b = new StringBuilder("\"");
        for (char ch : o.toString().toCharArray()) {
            if (ch == '"' || ch == '\\') {
                b.append('\\').append(ch);
            } else if (ch < 0x20) {
                b.append(String.format("\\u%04x", (int) ch));
            } else {
                b.append(ch);
            }
        }
        return b.append('"').toString();
    }
}

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.io.File;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
import org.h2.mvstore.MVStore;

/**
 * Starts mongo-java-server on 127.0.0.1 for development and tests.
 *
 * Usage: java -cp 'lib/*' Launcher.java [--port N] [--file path/to/db.mv] [--no-sync]
 *   --port 0 (default) binds a free port; --file selects the persistent H2 MVStore backend,
 *   otherwise everything lives in memory. --no-sync keeps H2's background commits (writes are
 *   acknowledged before they are on disk): only for measuring what durability costs.
 *
 * Prints "listening <port>" once ready. It exits when its standard input closes, so the
 * server never outlives the Node process that started it, even when that process is killed.
 */
public class Launcher {
  public static void main(String[] args) throws Exception {
    int port = 0;
    String file = null;
    boolean sync = true;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--no-sync")) sync = false;
      if (i == args.length - 1) break;
      if (args[i].equals("--port")) port = Integer.parseInt(args[i + 1]);
      if (args[i].equals("--file")) file = args[i + 1];
    }
    MongoBackend backend;
    if (file != null) {
      File parent = new File(file).getAbsoluteFile().getParentFile();
      if (parent != null) parent.mkdirs();
      MVStore.Builder store = new MVStore.Builder().fileName(file);
      // Synced, only DurableH2Backend commits: H2's background commit (about once a second) could
      // write a command's change half done (a document without its index entries) to the file.
      backend = new DurableH2Backend((sync ? store.autoCommitDisabled() : store).open(), sync);
    } else {
      backend = new CountingMemoryBackend();
    }
    MongoServer server = new MongoServer(backend);
    server.bind("127.0.0.1", port);
    InetSocketAddress address = server.getLocalAddress();
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown));
    System.out.println("listening " + address.getPort());
    System.out.flush();
    while (System.in.read() != -1) {
      // Drain until the parent closes the pipe.
    }
    server.shutdown();
    System.exit(0);
  }

  /** Commands that change data, counted like MongoDB's serverStatus opcounters and `top`. */
  static final Set<String> WRITES =
      Set.of("insert", "update", "delete", "findandmodify", "create", "createindexes", "drop",
          "dropindexes", "dropdatabase", "renamecollection");

  /**
   * The server's writes, counted two ways as MongoDB reports them: serverStatus().opcounters
   * (insert, update, delete, for the whole server) and the `top` admin command (per namespace).
   * lib/db/backup.ts reads them before and after a backup to know that nothing was written
   * meanwhile; per namespace, so that the app's own bookkeeping (heartbeats, locks) written
   * beside a backup does not count as a change to the data backed up.
   */
  static final class WriteCounters {
    final AtomicLong insert = new AtomicLong();
    final AtomicLong update = new AtomicLong();
    final AtomicLong delete = new AtomicLong();
    final Map<String, NamespaceWrites> byNamespace = new ConcurrentHashMap<>();

    /** Answers `top` itself, counts every other command after it ran (failed writes count too). */
    Document handle(String database, String command, Document query, Supplier<Document> next) {
      if (database.equals("admin") && command.equalsIgnoreCase("top")) return top();
      try {
        return next.get();
      } finally {
        count(database, command, query);
      }
    }

    private void count(String database, String command, Document query) {
      String name = command.toLowerCase();
      if (!WRITES.contains(name)) return;
      if (name.equals("insert")) insert.incrementAndGet();
      else if (name.equals("delete")) delete.incrementAndGet();
      else update.incrementAndGet();
      for (String namespace : namespaces(database, command, name, query))
        byNamespace.computeIfAbsent(namespace, n -> new NamespaceWrites()).count(name);
    }

    /**
     * The collections a write touches. Most commands name their collection as the command's
     * value; renameCollection names both namespaces in full; dropDatabase touches every
     * namespace of the database seen so far (one never written since the start is not listed,
     * as MongoDB's `top` lists only namespaces with activity).
     */
    private List<String> namespaces(String database, String command, String name, Document query) {
      if (name.equals("renamecollection"))
        return List.of(String.valueOf(query.get(command)), String.valueOf(query.get("to")));
      if (name.equals("dropdatabase")) {
        List<String> all = new ArrayList<>();
        for (String namespace : byNamespace.keySet())
          if (namespace.startsWith(database + ".")) all.add(namespace);
        return all;
      }
      Object collection = query.get(command);
      return collection instanceof String ? List.of(database + "." + collection) : List.of();
    }

    Document addTo(Document status) {
      Document counters = new Document();
      counters.put("insert", insert.get());
      counters.put("update", update.get());
      counters.put("delete", delete.get());
      status.put("opcounters", counters);
      return status;
    }

    /** MongoDB's `top` answer, with the write counts only (no reads, no times). */
    private Document top() {
      Document totals = new Document("note", "writes only; no times");
      byNamespace.forEach((namespace, writes) -> totals.put(namespace, writes.toDocument()));
      Document response = new Document("totals", totals);
      Utils.markOkay(response);
      return response;
    }
  }

  /**
   * One namespace's line of `top`. As in MongoDB, every write holds the write lock
   * (writeLock.count), and findAndModify and DDL count as commands, not as updates.
   */
  static final class NamespaceWrites {
    final AtomicLong writeLock = new AtomicLong();
    final AtomicLong insert = new AtomicLong();
    final AtomicLong update = new AtomicLong();
    final AtomicLong remove = new AtomicLong();
    final AtomicLong commands = new AtomicLong();

    void count(String name) {
      writeLock.incrementAndGet();
      if (name.equals("insert")) insert.incrementAndGet();
      else if (name.equals("update")) update.incrementAndGet();
      else if (name.equals("delete")) remove.incrementAndGet();
      else commands.incrementAndGet();
    }

    Document toDocument() {
      Document line = new Document();
      line.put("total", counted(writeLock));
      line.put("writeLock", counted(writeLock));
      line.put("insert", counted(insert));
      line.put("update", counted(update));
      line.put("remove", counted(remove));
      line.put("commands", counted(commands));
      return line;
    }

    private static Document counted(AtomicLong count) {
      Document entry = new Document("time", 0L);
      entry.put("count", count.get());
      return entry;
    }
  }

  static final class CountingMemoryBackend extends MemoryBackend {
    private final WriteCounters counters = new WriteCounters();

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      return counters.handle(
          database, command, query, () -> super.handleCommand(channel, database, command, query));
    }

    @Override
    public Document getServerStatus() {
      return counters.addTo(super.getServerStatus());
    }
  }

  /**
   * The H2 backend commits in the background about once a second, so a crash lost writes it had
   * already acknowledged. Here every command that changed something is committed and synced to
   * disk (fsync) before its answer leaves: an acknowledged write survives kill -9 and power loss,
   * as far as fsync reaches. A commit waits until no command is half-way through its change (a
   * command updates a collection's documents and each index as separate maps): a commit taken
   * between them left, after a crash, an index entry whose document was gone ("Expected one
   * element but got zero" on every later query of it; seen in tests/integration/faults.test.ts).
   * Commands run side by side as before; concurrent writers share commits.
   */
  static final class DurableH2Backend extends H2Backend {
    private final WriteCounters counters = new WriteCounters();
    /** Commands hold it shared; a commit holds it alone. Fair, so a commit is not starved. */
    private final ReentrantReadWriteLock commands = new ReentrantReadWriteLock(true);
    private final boolean sync;

    DurableH2Backend(MVStore store, boolean sync) {
      super(store);
      this.sync = sync;
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      if (!sync)
        return counters.handle(
            database, command, query, () -> super.handleCommand(channel, database, command, query));
      commands.readLock().lock();
      try {
        return counters.handle(
            database, command, query, () -> super.handleCommand(channel, database, command, query));
      } finally {
        commands.readLock().unlock();
        persist();
      }
    }

    /** Commits what this command (and any other finished meanwhile) changed, once no command is mid-way. */
    private void persist() {
      MVStore store = getMvStore();
      // Called again inside a command (a nested one) or with nothing to write: the outer call commits.
      if (commands.getReadHoldCount() > 0 || !store.hasUnsavedChanges()) return;
      commands.writeLock().lock();
      try {
        if (!store.hasUnsavedChanges()) return;
        store.commit();
        store.sync();
      } finally {
        commands.writeLock().unlock();
      }
    }

    @Override
    public Document getServerStatus() {
      return counters.addTo(super.getServerStatus());
    }

    // Called by H2Backend's constructor too (for the databases already in the file): uses no field
    // of this class.
    @Override
    protected MongoDatabase openOrCreateDatabase(String databaseName) {
      return new RenamingH2Database(databaseName, getMvStore(), getCursorRegistry());
    }
  }

  /**
   * H2Database.moveCollection (renameCollection) in 1.47.0 renames the collection's maps in the
   * file only after the collection already carries its new name, i.e. not at all: the server goes
   * on using the old maps, but after a restart the renamed collection opens empty, without its
   * documents or its unique indexes' entries (a restore swaps its collections in by renaming).
   * Here the data, meta and index maps are renamed from the old name to the new one.
   */
  static final class RenamingH2Database extends H2Database {
    /** H2Database's map name prefixes (package-private there). */
    private static final String DATA = "databases.";
    private static final String META = "meta.";
    private final MVStore store;

    RenamingH2Database(String name, MVStore store, CursorRegistry cursors) {
      super(name, store, cursors);
      this.store = store;
    }

    @Override
    public void moveCollection(MongoDatabase from, MongoCollection<?> collection, String newName) {
      String oldFullName = collection.getFullName();
      super.moveCollection(from, collection, newName);
      String newFullName = collection.getFullName();
      renameMap(DATA + oldFullName, DATA + newFullName);
      renameMap(META + oldFullName, META + newFullName);
      // The indexes' descriptions already name the new namespace (moved by the super call).
      for (Document index : indexes.get().handleQuery(new Document("ns", newFullName))) {
        String suffix = "._index_" + index.get("name");
        renameMap(oldFullName + suffix, newFullName + suffix);
      }
    }

    /**
     * Gives the map `from` the name `to`; the map object stays the same, so the collection and
     * its indexes go on using it. An empty map under `to` (opened by the super call) goes first.
     */
    private void renameMap(String from, String to) {
      if (!store.hasMap(from)) return;
      if (store.hasMap(to)) store.removeMap(to);
      store.renameMap(store.openMap(from), to);
    }
  }
}

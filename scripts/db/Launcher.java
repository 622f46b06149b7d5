import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.io.File;
import java.net.InetSocketAddress;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
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
      backend = new DurableH2Backend(new MVStore.Builder().fileName(file).open(), sync);
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

  /** Commands that change data, counted like MongoDB's serverStatus opcounters. */
  static final Set<String> WRITES =
      Set.of("insert", "update", "delete", "findandmodify", "create", "createindexes", "drop",
          "dropindexes", "dropdatabase", "renamecollection");

  /**
   * serverStatus().opcounters (insert, update, delete) as MongoDB reports them: scripts/db/backup.mjs
   * reads them before and after a backup to know that nothing was written meanwhile.
   */
  static final class OpCounters {
    final AtomicLong insert = new AtomicLong();
    final AtomicLong update = new AtomicLong();
    final AtomicLong delete = new AtomicLong();

    void count(String command) {
      String name = command.toLowerCase();
      if (!WRITES.contains(name)) return;
      if (name.equals("insert")) insert.incrementAndGet();
      else if (name.equals("delete")) delete.incrementAndGet();
      else update.incrementAndGet();
    }

    Document addTo(Document status) {
      Document counters = new Document();
      counters.put("insert", insert.get());
      counters.put("update", update.get());
      counters.put("delete", delete.get());
      status.put("opcounters", counters);
      return status;
    }
  }

  static final class CountingMemoryBackend extends MemoryBackend {
    private final OpCounters counters = new OpCounters();

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      try {
        return super.handleCommand(channel, database, command, query);
      } finally {
        counters.count(command);
      }
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
   * as far as fsync reaches. Concurrent writers share commits (the lock makes a writer whose
   * change another commit already covered return as soon as that commit is on disk).
   */
  static final class DurableH2Backend extends H2Backend {
    private final OpCounters counters = new OpCounters();
    private final Object commitLock = new Object();
    private final boolean sync;

    DurableH2Backend(MVStore store, boolean sync) {
      super(store);
      this.sync = sync;
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      try {
        return super.handleCommand(channel, database, command, query);
      } finally {
        counters.count(command);
        persist();
      }
    }

    private void persist() {
      if (!sync) return;
      MVStore store = getMvStore();
      synchronized (commitLock) {
        if (!store.hasUnsavedChanges()) return;
        store.commit();
        store.sync();
      }
    }

    @Override
    public Document getServerStatus() {
      return counters.addTo(super.getServerStatus());
    }
  }
}

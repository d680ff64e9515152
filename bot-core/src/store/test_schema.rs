//! A throwaway PostgreSQL schema for tests, shared by the store's own tests and by the test
//! crates of the binary and the front ends (cargo feature `test-support`).

/// The variable that names the PostgreSQL database the tests may use.
pub const TEST_DATABASE_URL: &str = "BUMMERL_TEST_DATABASE_URL";

/// A schema of its own in the test server's database ([`TEST_DATABASE_URL`]), dropped with it.
pub struct TestSchema {
    server: String,
    name: String,
}

/// Runs `f` on a thread of its own: the synchronous client must not run on a runtime's thread,
/// and async tests make schemas too.
fn aside<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|scope| {
        scope
            .spawn(f)
            .join()
            .expect("the schema call does not panic")
    })
}

impl TestSchema {
    /// A new, empty schema; `None` (after saying so on stderr, so that the test passes as
    /// skipped) when [`TEST_DATABASE_URL`] is not set.
    pub fn new() -> Option<TestSchema> {
        let Ok(server) = std::env::var(TEST_DATABASE_URL) else {
            eprintln!("PostgreSQL test skipped: set {TEST_DATABASE_URL} to run it");
            return None;
        };
        let name = format!("test_{:016x}", rand::random::<u64>());
        aside(|| {
            let mut client = postgres::Client::connect(&server, postgres::NoTls).unwrap();
            client
                .batch_execute(&format!("CREATE SCHEMA {name}"))
                .unwrap();
        });
        Some(TestSchema { server, name })
    }

    /// The URL of the database whose connections use the schema.
    pub fn url(&self) -> String {
        let join = if self.server.contains('?') { '&' } else { '?' };
        format!(
            "{}{join}options=-c%20search_path%3D{}",
            self.server, self.name
        )
    }
}

impl Drop for TestSchema {
    fn drop(&mut self) {
        let (server, name) = (&self.server, &self.name);
        let dropped = aside(|| {
            postgres::Client::connect(server, postgres::NoTls)
                .and_then(|mut c| c.batch_execute(&format!("DROP SCHEMA {name} CASCADE")))
        });
        if let Err(error) = dropped {
            eprintln!("cannot drop the test schema {name}: {error}");
        }
    }
}

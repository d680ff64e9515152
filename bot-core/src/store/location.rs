//! [`Location`]: where a database is, as an operator names it — a directory for sled or a
//! PostgreSQL URL.

use std::fmt;
use std::path::PathBuf;

/// Where a database is: a sled directory, or a PostgreSQL database by its URL.
///
/// Shown (`Display`, `Debug`) without the URL's password, so that a location may be logged.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A sled database in this directory.
    Dir(PathBuf),
    /// A PostgreSQL database: `postgres://user:password@host:port/database` (or `postgresql://`).
    Postgres(String),
}

impl Location {
    /// Whether `text` is a PostgreSQL URL (`postgres://` or `postgresql://`, in any case).
    pub fn is_postgres_url(text: &str) -> bool {
        let lower = text.trim_start().to_ascii_lowercase();
        lower.starts_with("postgres://") || lower.starts_with("postgresql://")
    }

    /// A PostgreSQL URL as a PostgreSQL location, anything else as a directory.
    pub fn parse(text: &str) -> Location {
        if Location::is_postgres_url(text) {
            Location::Postgres(text.trim().to_owned())
        } else {
            Location::Dir(PathBuf::from(text))
        }
    }
}

impl std::str::FromStr for Location {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<Location, Self::Err> {
        Ok(Location::parse(text))
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Dir(dir) => write!(f, "{}", dir.display()),
            Location::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A URL with the password of its user part (`user:password@`) and any `password=` parameter
/// replaced by `***`.
fn without_password(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("", url));
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => match user.split_once(':') {
            Some((name, _)) => format!("{name}:***@{host}"),
            None => authority.to_owned(),
        },
        None => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => {
                        format!("{key}=***")
                    }
                    _ => pair.to_owned(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_told_from_directories_and_shown_without_passwords() {
        let url = "postgres://bot:s3cret@db:5432/bummerl?password=other&sslmode=disable";
        let at = Location::parse(url);
        assert_eq!(at, Location::Postgres(url.into()));
        let shown = format!("{at} {at:?}");
        assert!(
            !shown.contains("s3cret") && !shown.contains("other"),
            "{shown}"
        );
        assert!(shown.contains("bot:***@db:5432/bummerl?password=***&sslmode=disable"));
        assert!(matches!(
            Location::parse("POSTGRESQL://x/y"),
            Location::Postgres(_)
        ));
        assert_eq!(
            Location::parse("./bummerl-data"),
            Location::Dir("./bummerl-data".into())
        );
        assert_eq!(
            Location::parse("postgres://db/x").to_string(),
            "postgres://db/x"
        );
    }
}

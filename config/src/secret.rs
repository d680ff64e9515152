//! [`Secret`]: a credential that does not print.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, Unexpected, Visitor};

/// A bot token or another credential.
///
/// `Debug` and `Display` print `***`, so a `Secret` may sit in a [`Config`](crate::Config) that is
/// logged or debug-printed; [`Secret::expose`] is the one way to the value, for the code that
/// authenticates. Deserializing refuses anything but a string without repeating the value (a
/// token written without quotes must not show up in the error).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a credential.
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    /// The credential itself; use it only to authenticate, never to log.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Secret, D::Error> {
        deserializer.deserialize_string(SecretVisitor)
    }
}

/// Accepts a string; every other kind is refused without quoting the value.
struct SecretVisitor;

impl SecretVisitor {
    fn number<E: de::Error>(&self) -> Result<Secret, E> {
        Err(E::invalid_type(Unexpected::Other("a number"), self))
    }
}

impl Visitor<'_> for SecretVisitor {
    type Value = Secret;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the token as a quoted string")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Secret, E> {
        Ok(Secret::new(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Secret, E> {
        Ok(Secret(v))
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Secret, E> {
        Err(E::invalid_type(Unexpected::Other("a boolean"), &self))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Secret, E> {
        self.number()
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Secret, E> {
        self.number()
    }

    fn visit_i128<E: de::Error>(self, _: i128) -> Result<Secret, E> {
        self.number()
    }

    fn visit_u128<E: de::Error>(self, _: u128) -> Result<Secret, E> {
        self.number()
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Secret, E> {
        self.number()
    }

    fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Secret, E> {
        Err(E::invalid_type(Unexpected::Other("bytes"), &self))
    }
}

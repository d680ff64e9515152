//! The parts of a `multipart/form-data` body, for the fake platform servers of the front ends'
//! tests (cargo feature `test-support`): both read the files the bot uploads.

/// One part: its field name, its file name if it is a file, and its value as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The field (`name="…"`).
    pub name: Option<String>,
    /// The file's name (`filename="…"`), if the part is a file.
    pub file_name: Option<String>,
    /// The value, read as UTF-8.
    pub value: String,
}

/// The parts of `body` between the `boundary` lines.
pub fn parts(body: &[u8], boundary: &str) -> Vec<Part> {
    let body = String::from_utf8_lossy(body);
    body.split(&format!("--{boundary}"))
        .filter_map(|part| {
            let (head, value) = part.split_once("\r\n\r\n")?;
            let value = value.strip_suffix("\r\n").unwrap_or(value);
            let attribute = |name: &str| {
                let start = head.find(&format!(" {name}=\""))? + name.len() + 3;
                let len = head[start..].find('"')?;
                Some(head[start..start + len].to_owned())
            };
            Some(Part {
                name: attribute("name"),
                file_name: attribute("filename"),
                value: value.to_owned(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_field_and_a_file_are_read_apart() {
        let body = "--B\r\nContent-Disposition: form-data; name=\"chat_id\"\r\n\r\n-100\r\n\
                    --B\r\nContent-Disposition: form-data; name=\"doc\"; filename=\"x.json\"\r\n\
                    Content-Type: application/json\r\n\r\n{\"a\":1}\r\n--B--\r\n";
        let parts = super::parts(body.as_bytes(), "B");
        assert_eq!(parts.len(), 2);
        assert_eq!(
            (
                parts[0].name.as_deref(),
                parts[0].file_name.as_deref(),
                parts[0].value.as_str()
            ),
            (Some("chat_id"), None, "-100")
        );
        assert_eq!(
            (
                parts[1].name.as_deref(),
                parts[1].file_name.as_deref(),
                parts[1].value.as_str()
            ),
            (Some("doc"), Some("x.json"), "{\"a\":1}")
        );
    }
}

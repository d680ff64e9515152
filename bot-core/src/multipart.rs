//! The parts of a `multipart/form-data` body, for the fake platform servers of the front ends'
//! tests (cargo feature `test-support`): both read the files the bot uploads.

/// One part: its field name, its file name if it is a file, and its value as bytes and as
/// text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The field (`name="…"`).
    pub name: Option<String>,
    /// The file's name (`filename="…"`), if the part is a file.
    pub file_name: Option<String>,
    /// The value, read as UTF-8 (a byte that is none in its place read as U+FFFD).
    pub value: String,
    /// The value's bytes as sent (a picture's PNG).
    pub bytes: Vec<u8>,
}

/// The parts of `body` between the `boundary` lines; a part's value is taken byte for byte
/// (a file may hold anything but the boundary).
pub fn parts(body: &[u8], boundary: &str) -> Vec<Part> {
    let delimiter = format!("--{boundary}");
    split(body, delimiter.as_bytes())
        .into_iter()
        .filter_map(|part| {
            let at = find(part, b"\r\n\r\n")?;
            let head = String::from_utf8_lossy(&part[..at]);
            let value = &part[at + 4..];
            let value = value.strip_suffix(b"\r\n").unwrap_or(value);
            let attribute = |name: &str| {
                let start = head.find(&format!(" {name}=\""))? + name.len() + 3;
                let len = head[start..].find('"')?;
                Some(head[start..start + len].to_owned())
            };
            Some(Part {
                name: attribute("name"),
                file_name: attribute("filename"),
                value: String::from_utf8_lossy(value).into_owned(),
                bytes: value.to_vec(),
            })
        })
        .collect()
}

/// `body` cut at every `delimiter`.
fn split<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    while let Some(at) = find(body, delimiter) {
        pieces.push(&body[..at]);
        body = &body[at + delimiter.len()..];
    }
    pieces.push(body);
    pieces
}

/// Where `needle` first occurs in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
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

    #[test]
    fn a_binary_file_keeps_its_bytes() {
        let png: Vec<u8> = (0..=255u8)
            .chain([0x89, b'P', b'N', b'G', 0, 0xff])
            .collect();
        let mut body = b"--B\r\nContent-Disposition: form-data; name=\"photo\"; \
                         filename=\"p.png\"\r\nContent-Type: image/png\r\n\r\n"
            .to_vec();
        body.extend_from_slice(&png);
        body.extend_from_slice(b"\r\n--B--\r\n");
        let parts = super::parts(&body, "B");
        assert_eq!(parts[0].file_name.as_deref(), Some("p.png"));
        assert_eq!(parts[0].bytes, png);
    }
}

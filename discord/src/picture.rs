//! A message's picture on Discord (#43): the PNG of the table or of a hand attached to the
//! message and shown as its embed's image (`attachment://table.png`). A message edited to a
//! picture of the digest it shows already keeps its attachment (nothing uploaded); a picture
//! that changed replaces it; a table switched to text (`cards=text`) loses it. The core decides
//! what a picture shows ([`Sketch`]) and draws each digest once ([`Pictures`]).

use std::sync::Arc;

use bot_core::picture::{Pictures, Sketch};
use serenity::all::{CreateAttachment, CreateEmbed};

/// What a message carries besides its text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Pictured {
    /// Text only: an edit leaves the message's embeds and files as they are (an update after a
    /// press cannot: [`Rendered::update`](crate::outgoing::Rendered::update)).
    #[default]
    Text,
    /// A picture as the embed's image.
    Image(Image),
    /// Text only where the message showed a picture: an edit takes it off.
    Removed,
}

/// A picture attached to a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// The file's name, which the embed names (`table.png`, `hand.png`).
    pub name: &'static str,
    /// The PNG.
    pub png: Arc<[u8]>,
    /// What it shows ([`Sketch::digest`]).
    pub digest: u64,
    /// Whether the message edited shows it already (an edit then uploads nothing).
    pub shown: bool,
}

impl Image {
    /// The embed that shows the attached file.
    pub fn embed(&self) -> CreateEmbed {
        CreateEmbed::new().image(format!("attachment://{}", self.name))
    }

    /// The file to upload.
    pub fn file(&self) -> CreateAttachment {
        CreateAttachment::bytes(self.png.to_vec(), self.name)
    }

    /// Whether an edit of a message that shows it must upload it.
    pub fn to_upload(&self) -> bool {
        !self.shown
    }
}

impl Pictured {
    /// The picture of `sketch` (`None`: text) as file `name` of a message that shows the
    /// picture of digest `shown` now (0: none); drawn on a blocking thread, or taken from the
    /// process's pictures if its digest was drawn before.
    pub async fn of(sketch: Option<Sketch>, name: &'static str, shown: u64) -> Pictured {
        let Some(sketch) = sketch else {
            return if shown == 0 {
                Pictured::Text
            } else {
                Pictured::Removed
            };
        };
        match tokio::task::spawn_blocking(move || Pictures::shared().draw(&sketch)).await {
            Ok(picture) => Pictured::Image(Image {
                name,
                png: picture.png,
                digest: picture.digest,
                shown: picture.digest == shown,
            }),
            Err(e) => {
                tracing::warn!("picture not drawn: {e}");
                Pictured::Text
            }
        }
    }

    /// The digest of the picture a message shows once it is written (0: none; unchanged by a
    /// text-only write, `kept`).
    pub fn digest(&self, kept: u64) -> u64 {
        match self {
            Pictured::Text => kept,
            Pictured::Image(image) => image.digest,
            Pictured::Removed => 0,
        }
    }
}

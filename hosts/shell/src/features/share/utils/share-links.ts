/** Where a shared result goes without the Web Share API: a message ready to send, no script of theirs on our pages. */
export interface ShareLinks {
  whatsApp: string;
  telegram: string;
}

/** WhatsApp takes one text (the address at its end, as readers paste it); Telegram the address and the words apart. */
export const shareLinksOf = (text: string, url: string): ShareLinks => ({
  whatsApp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
});

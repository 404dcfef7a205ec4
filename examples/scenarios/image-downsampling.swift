// Decoding a photo (facts 3, 76): shown as it is, a 4000 × 3000 px JPEG is decoded in the
// commit (48 MB, 48 ms of main-thread time); a thumbnail at the size shown decodes a small
// buffer before the commit, which then has nothing to decode.
let format = UIGraphicsImageRendererFormat()
format.scale = 2
let data = UIGraphicsImageRenderer(size: CGSize(width: 2000, height: 1500), format: format)
    .jpegData(withCompressionQuality: 0.8) { _ in }
let full = UIImageView(frame: CGRect(x: 0, y: 100, width: 130, height: 100))
let small = UIImageView(frame: CGRect(x: 200, y: 100, width: 130, height: 100))
window.addSubview(full)
window.addSubview(small)
runLoop.runUntilIdle()

trace.mark("full")
full.image = UIImage(data: data)
runLoop.runOnce()
print("decoded so far:", display.decodedImageBytes, "bytes; that frame hitched:", display.frames.last!.isHitch)

trace.mark("thumbnail")
small.image = UIImage(data: data)!.preparingThumbnail(of: CGSize(width: 390, height: 300))
runLoop.runOnce()
print("decoded so far:", display.decodedImageBytes, "bytes; that frame hitched:", display.frames.last!.isHitch)

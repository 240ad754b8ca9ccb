// A hand-written `==` that does not compare a closure property ignores it just like
// `@EquatableIgnoredUnsafeClosure` does. The `==`s below leave out a compared input, so
// they are custom: the call sites add `.equatable()` to have SwiftUI use them. These are
// Views with a hand-written `==`, so equatable_unmarked_closure is silent on them: this
// rule checks their call sites.
import SwiftUI

struct RatingStars: View, Equatable {
    let rating: Int
    var onRate: (Int) -> Void

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .onTapGesture {
                        onRate(star)
                    }
            }
        }
    }

    static func == (lhs: RatingStars, rhs: RatingStars) -> Bool {
        lhs.rating == rhs.rating
    }
}

struct TagChip: View {
    let text: String
    var onRemove: () -> Void

    var body: some View {
        Text(text)
            .onTapGesture(perform: onRemove)
    }
}

extension TagChip: Equatable {
    static func == (lhs: TagChip, rhs: TagChip) -> Bool {
        lhs.text == rhs.text
    }
}

// Near miss: this `==` mentions `onInfo` (`lhs.onInfo`), and RULES.md counts any
// `lhs.p` as comparing p, so equality does not ignore `onInfo`: its call sites are silent.
struct InfoButton: View, Equatable {
    let topic: String
    var onInfo: (() -> Void)?

    var body: some View {
        Text(topic)
            .onTapGesture {
                onInfo?()
            }
    }

    static func == (lhs: InfoButton, rhs: InfoButton) -> Bool {
        lhs.topic == rhs.topic && (lhs.onInfo == nil) == (rhs.onInfo == nil)
    }
}

@Equatable
struct ReviewForm: View {
    let productName: String
    var draftRating: Int
    var tags: [String]

    var body: some View {
        VStack {
            Text(productName)
            // `stars` is the closure's own parameter; `draftRating` is not captured.
            RatingStars(rating: draftRating, onRate: { stars in
                print(productName, stars) // expect: closure_captures_state
            })
            .equatable()
            // `draftRating` is also the whole `rating:` argument: excused.
            RatingStars(rating: draftRating, onRate: { stars in
                print("from", draftRating, "to", stars)
            })
            .equatable()
            ForEach(tags, id: \.self) { tag in
                TagChip(text: tag, onRemove: {
                    print("remove", tag, "from", productName) // expect: closure_captures_state
                })
                .equatable()
            }
            InfoButton(topic: productName, onInfo: {
                print(tags)
            })
            .equatable()
        }
    }
}
